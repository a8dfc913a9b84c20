import { describe, expect, it } from "vitest";
import { hydrated } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { newOwner, PHONE } from "./qr-area-kit";

const browser = useBrowser();

/**
 * The owner's account page on a phone, in Arabic: its password form checks what the server's
 * schema says before sending (required, the new password's shortest, in words that name it), and
 * shows the server's own refusal (a wrong current password) under the field it is about.
 */
describe("the owner's account: changing the password", () => {
  it("catches a short password on the phone, shows the server's refusal under its field, then changes it", async () => {
    const owner = await newOwner(browser.baseURL, "qr_account");
    const page = await browser.open("/favicon.svg", PHONE);
    await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
    await page.goto("/qr/account");
    await hydrated(page, "qr-account");
    await page.getByTestId("account-password").waitFor();
    // The hint says the shortest, and the inputs stop at the longest: both the schema's.
    expect(await page.locator("#account-new-password-hint").innerText()).toContain("٨ أحرف على الأقل");
    expect(await page.locator("#account-new-password").getAttribute("maxlength")).toBe("128");
    expect(await page.locator("#account-current-password").getAttribute("maxlength")).toBe("1024");

    // Blank, then too short: caught on the phone, the first field in error focused.
    await page.getByTestId("save-password").click();
    expect(await page.getByTestId("field-error-current_password").innerText()).toBe("هذا الحقل مطلوب");
    expect(await page.getByTestId("field-error-new_password").innerText()).toBe("هذا الحقل مطلوب");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("account-current-password");
    await page.fill("#account-current-password", "a-long-enough-password");
    await page.fill("#account-new-password", "short");
    await page.getByTestId("save-password").click();
    expect(await page.getByTestId("field-error-new_password").innerText()).toBe("يجب ألا تقل كلمة المرور عن ٨ أحرف");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("account-new-password");

    // A wrong current password is the server's to find: its message under that field.
    await page.fill("#account-current-password", "not-my-password");
    await page.fill("#account-new-password", "Jasmine-Gate-2024!");
    await page.fill("#account-confirm-password", "Jasmine-Gate-2024!");
    await page.getByTestId("save-password").click();
    await expect.poll(() => page.getByTestId("field-error-current_password").textContent()).toBe("كلمة المرور غير صحيحة");

    await page.fill("#account-current-password", "a-long-enough-password");
    await page.getByTestId("save-password").click();
    await expect.poll(() => page.locator("#account-new-password").inputValue()).toBe("");
    expect(pageErrors(page)).toEqual([]);
  });
});
