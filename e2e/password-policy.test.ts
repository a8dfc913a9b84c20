import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openAdmin, request } from "./admin-kit";
import { fillFields, pageErrors, useBrowser } from "./browser";

/**
 * The password policy's messages reach the person typing, under the field, in the page's
 * language, on a phone: the owner sign-up and an admin's own password change.
 */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);
const phone = { viewport: { width: 360, height: 740 } };
const hydrated = (page: Page, island: string) => page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });

describe("password policy in the browser", () => {
  it("owner sign-up: one repeated character is refused under the password field, in Arabic", async () => {
    const page = await browser.open("/qr/login", phone);
    await hydrated(page, "qr-login");
    await page.getByTestId("auth-mode-toggle").click();
    const username = `weak_${run}`;
    await fillFields(page, {
      username,
      email: `${username}@example.com`,
      phone: "+963 944 555 666",
      password: "aaaaaaaaaa",
    });
    await page.getByTestId("auth-submit").click();
    await expect.poll(() => page.getByTestId("field-error-password").innerText(), { timeout: 15_000 }).toBe("كلمة المرور تكرّر حرفاً واحداً؛ استخدم أحرفاً مختلفة");
    await page.screenshot({ path: "node_modules/.cache/e2e/password-policy-register.png" });
    // Fixed, the same form signs up: the tap on the button right under the field counts (an error
    // toast that moved back down as the field lost focus once swallowed it).
    await page.fill("input[name=password]", "Orchard-Lamp-8842!");
    await page.getByTestId("auth-submit").click();
    await expect.poll(() => page.getByTestId("auth-message").getAttribute("data-type"), { timeout: 15_000 }).toBe("success");
    expect(pageErrors(page)).toEqual([]);
  });

  it("an admin's own password: one built on the site's name is refused, saying so", async () => {
    const username = `policy_${run}`;
    const admin = (await request(base, "POST", "/auth/login", { username: "admin", password: "e2e-admin-password" })).json.data;
    expect((await request(base, "POST", "/users", { username, email: `${username}@example.com`, password: "first-password-123", role: "editor" }, admin.token)).status).toBe(201);
    const own = (await request(base, "POST", "/auth/login", { username, password: "first-password-123" })).json.data;
    const page = await openAdmin(browser, "/admin/password", own);
    await page.setViewportSize(phone.viewport);
    await fillFields(page, {
      current_password: "first-password-123",
      new_password: "DamascusAgency2024",
      confirm_password: "DamascusAgency2024",
    });
    await page.getByTestId("save-item").click();
    await expect
      .poll(() => page.getByTestId("field-error-new_password").innerText(), { timeout: 15_000 })
      .toBe("كلمة المرور تحتوي اسم المستخدم أو بريدك الإلكتروني أو اسم الموقع؛ اختر شيئاً لا علاقة له بها");
    await page.screenshot({ path: "node_modules/.cache/e2e/password-policy-admin.png" });
    expect(pageErrors(page)).toEqual([]);
  });
});
