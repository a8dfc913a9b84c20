import { describe, expect, it } from "vitest";
import { adminSession, hydrated, typedApi } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { newOwner, PHONE } from "./qr-area-kit";

const browser = useBrowser();

/**
 * An owner locked out of their account gets back in on their phone, in Arabic: an admin makes a
 * one-time link (through the API, as the admin's dialog does), the owner opens it, chooses a new
 * password and lands signed in on their dashboard; the link then no longer works.
 */
describe("a password link made by an admin", () => {
  it("lets the owner choose a new password on a phone and opens the dashboard signed in", async () => {
    const owner = await newOwner(browser.baseURL, "qr_reset");
    const admin = await adminSession(browser.baseURL);
    const res = await typedApi(browser.baseURL, { authorization: `Bearer ${admin.token}` }).qr.admin.users[":id"]["reset-link"].$post({
      param: { id: String(owner.user.id) },
      json: { lang: "ar" },
    });
    const made = await res.json();
    if (!made.success) throw new Error(`reset link: ${JSON.stringify(made)}`);
    const { url, whatsapp_url } = made.data;
    // The message the admin's WhatsApp button sends, word for word.
    expect(new URL(whatsapp_url!).searchParams.get("text")).toBe(
      `مرحباً \u2068${owner.user.username}\u2069،\nهذا رابط لاختيار كلمة مرور جديدة لحسابك في منطقة رمز QR:\n${url}\nالرابط صالح لمدة ٢٤ ساعة، ويعمل مرة واحدة فقط.`,
    );

    const path = new URL(url).pathname;
    const page = await browser.open(path, PHONE);
    await hydrated(page, "qr-reset");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByTestId("reset-account").innerText()).toContain(owner.user.username);

    // Too short: caught on the phone, in words that name the server's shortest, the field focused.
    expect(await page.locator("#qr-reset-password-hint").innerText()).toContain("٨ أحرف على الأقل");
    await page.fill("#qr-reset-password", "short");
    await page.getByTestId("reset-submit").click();
    expect(await page.getByTestId("field-error-password").innerText()).toBe("يجب ألا تقل كلمة المرور عن ٨ أحرف");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("qr-reset-password");

    // Two different passwords are caught on the phone, the second field focused.
    await page.fill("#qr-reset-password", "Jasmine-Gate-2024!");
    await page.fill("#qr-reset-confirm", "Jasmine-Gate-2025!");
    await page.getByTestId("reset-submit").click();
    expect(await page.getByTestId("field-error-confirm").innerText()).toBe("كلمتا المرور غير متطابقتين");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("qr-reset-confirm");

    await page.fill("#qr-reset-confirm", "Jasmine-Gate-2024!");
    await page.getByTestId("reset-submit").click();
    await page.waitForURL("**/qr/dashboard", { timeout: 15_000 });
    await hydrated(page, "qr-dashboard");
    // Signed in as that owner (the welcome names them; on a phone it is for screen readers).
    await expect.poll(() => page.getByTestId("welcome").textContent()).toContain(owner.user.username);
    await page.waitForSelector("[data-testid=empty-state], [data-testid=business-card]");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("qr_user")))!)).toMatchObject({ username: owner.user.username });
    // The account page is one tap away in the header.
    expect(await page.getByTestId("account-link").getAttribute("href")).toBe("/qr/account");

    // Used: the same address now says so, with a way forward.
    await page.goto(path);
    await hydrated(page, "qr-reset");
    expect(await page.getByTestId("reset-invalid").locator("h1").innerText()).toBe("هذا الرابط لم يعد يعمل");
    expect(pageErrors(page)).toEqual([]);
  });
});
