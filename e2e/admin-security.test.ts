import { base32 } from "oslo/encoding";
import { generateHOTP } from "oslo/otp";
import type { Page } from "playwright-core";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { server } from "./server";
import { fillFields, pageErrors, useBrowser } from "./browser";
import { hydrated, request } from "./admin-kit";

/** Two-step verification in the admin: turning on two-step verification, then logging in with a code. */
const browser = useBrowser();
const username = `secure${Date.now().toString(36)}`;
const password = "a-strong-admin-password";

const api = (method: string, path: string, body?: unknown, token?: string) => request(browser.baseURL, method, path, body, token);
const totp = (secret: string, offsetSteps = 0) =>
  generateHOTP(base32.decode(secret, { strict: false }), Math.floor(Date.now() / 30_000) + offsetSteps);

async function logIn(page: Page) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.fill("[name=username]", username);
  await page.fill("[name=password]", password);
  await page.getByTestId("login-submit").click();
}

describe("two-step verification in the admin", () => {
  it("is turned on from the account screen and then asked for at login", async () => {
    // A separate admin, so other test files keep logging in with a password only.
    const admin = (await api("POST", "/auth/login", { username: "admin", password: "e2e-admin-password" })).json.data.token;
    expect((await api("POST", "/users", { username, email: `${username}@example.com`, password, role: "admin" }, admin)).status).toBe(201);

    const page = await browser.open("/admin/login");
    await logIn(page);
    await page.waitForURL("**/admin", { timeout: 10_000 });
    await page.goto("/admin/password");
    await hydrated(page);
    await page.getByTestId("two-factor-start").click();
    const secret = await page.getByTestId("totp-secret").innerText();
    // A phone cannot scan its own screen: the key opens the authenticator app as an otpauth link.
    const otpauth = new URL((await page.getByTestId("totp-open-app").getAttribute("href"))!);
    expect(otpauth.protocol).toBe("otpauth:");
    expect(otpauth.searchParams.get("secret")).toBe(secret);
    // Confirmed without a code: said under the field, which takes the focus; nothing is sent.
    await page.locator("[data-testid=two-factor] button[type=submit]").click();
    expect(await page.getByTestId("field-error-code").innerText()).toBe("هذا الحقل مطلوب");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("code");
    await page.fill("[data-testid=two-factor] [name=code]", await totp(secret));
    await page.locator("[data-testid=two-factor] button[type=submit]").click();
    await page.getByTestId("recovery-codes").waitFor();
    const codes = await page.getByTestId("recovery-codes").locator("li").allInnerTexts();
    expect(codes).toHaveLength(10);
    // Kept in one tap each: copied, downloaded as a text file, printed.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByTestId("recovery-copy").click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));
    const download = page.getByTestId("recovery-download");
    expect(await download.getAttribute("download")).toBe("recovery-codes.txt");
    const file = decodeURIComponent((await download.getAttribute("href"))!.split(",")[1]);
    for (const code of codes) expect(file).toContain(code);
    expect(await page.getByTestId("recovery-print").isVisible()).toBe(true);
    // This session is listed and marked as the current one.
    expect(await page.getByTestId("session-row").count()).toBeGreaterThanOrEqual(1);
    // Turning it off asks for the password first: the empty field takes the focus.
    await page.locator("[data-testid=two-factor] button[type=submit]").click();
    expect(await page.getByTestId("field-error-password").innerText()).toBe("هذا الحقل مطلوب");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("password");

    const fresh = await browser.open("/admin/login");
    await logIn(fresh);
    await fresh.locator("[name=totp_code]").waitFor();
    expect(await fresh.getByTestId("login-message").innerText()).toContain("التحقق بخطوتين");
    // Asking for the code is not an error: no red alert, just the next step.
    expect(await fresh.getByTestId("login-message").getAttribute("data-type")).toBe("info");
    expect(await fresh.getByTestId("login-message").getAttribute("role")).toBe("status");
    await fresh.fill("[name=totp_code]", "000000");
    await fresh.getByTestId("login-submit").click();
    await expect.poll(() => fresh.getByTestId("login-message").innerText()).toBe("رمز التحقق غير صحيح أو منتهي الصلاحية");
    expect(await fresh.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("totp_code");
    // The code that confirmed enrolment is spent: use the next time step's code.
    await fresh.fill("[name=totp_code]", await totp(secret, 1));
    await fresh.getByTestId("login-submit").click();
    await fresh.waitForURL("**/admin", { timeout: 10_000 });
    expect(pageErrors(fresh)).toEqual([]);
  });
});

describe("an admin back in with npm run admin:reset-password", () => {
  it("signs in once with the printed password, is held on the password screen, and is free after choosing their own (ar, phone)", async () => {
    const admin = (await api("POST", "/auth/login", { username: "admin", password: "e2e-admin-password" })).json.data.token;
    const lost = `lost${Date.now().toString(36)}`;
    expect((await api("POST", "/users", { username: lost, email: `${lost}@example.com`, password, role: "admin" }, admin)).status).toBe(201);
    // The operator's command, on the server's own database while it runs.
    const { stdout } = await promisify(execFile)("node", ["scripts/admin-reset-password.mjs", lost], { env: { ...process.env, DATABASE_URL: server().databaseUrl } });
    const printed = new RegExp(`New password for admin "${lost}": (\\S+)`).exec(stdout)?.[1];
    expect(printed, stdout).toBeTruthy();

    const page = await browser.open("/admin/login", { viewport: { width: 360, height: 740 } });
    await hydrated(page);
    await page.fill("[name=username]", lost);
    await page.fill("[name=password]", printed!);
    await page.getByTestId("login-submit").click();
    await page.waitForURL("**/admin/password", { timeout: 10_000 });
    await page.getByTestId("one-time-password").waitFor();
    expect(await page.getByTestId("one-time-password").innerText()).toContain("صالحة لمرة دخول واحدة");
    // Any other screen comes back here until the password is the admin's own.
    await page.goto("/admin/blog");
    await page.waitForURL("**/admin/password", { timeout: 10_000 });
    await fillFields(page, {
      current_password: printed!,
      new_password: "my-own-admin-password-7",
      confirm_password: "my-own-admin-password-7",
    });
    await page.getByTestId("save-item").click();
    await page.waitForURL((url) => url.pathname === "/admin" || url.pathname === "/admin/", { timeout: 10_000 });
    await page.goto("/admin/blog");
    await page.waitForURL("**/admin/blog");
    await page.getByTestId("admin-loading").waitFor({ state: "detached" });
    expect(pageErrors(page)).toEqual([]);
  });
});
