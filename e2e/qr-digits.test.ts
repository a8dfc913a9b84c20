import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillFields, pageErrors, useBrowser } from "./browser";
import { PHONE } from "./qr-area-kit";

/**
 * A phone typed on an Arabic keyboard, in Arabic-Indic digits, through the real sign-up form of
 * the Arabic page: the form's own checks take it, it is sent in Western digits, and the owner is
 * signed in on the dashboard.
 */

const browser = useBrowser();
const hydrated = (page: Page, island: string) => page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });

describe("numbers in Arabic digits in the browser", () => {
  it("signs up on the Arabic page with the phone ٠٩٤٤١٢٣٤٥٦ and lands on the dashboard", async () => {
    const username = `qr_digits_${Date.now().toString(36)}`;
    const page = await browser.open("/qr/login", PHONE);
    await hydrated(page, "qr-login");
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    await page.getByTestId("auth-mode-toggle").click();
    await fillFields(page, { username, email: `${username}@example.com`, password: "Jasmine-Gate-2024!" });
    // Typed key by key, as a keyboard sends it (no value set at once).
    await page.locator("input[name=phone]").pressSequentially("٠٩٤٤١٢٣٤٥٦");
    expect(await page.locator("input[name=phone]").inputValue()).toBe("٠٩٤٤١٢٣٤٥٦");

    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/qr/auth/register" && r.method() === "POST");
    await page.getByTestId("auth-submit").click();
    expect(await page.getByTestId("field-error-phone").count()).toBe(0);
    expect((await sent).postDataJSON()).toMatchObject({ username, phone: "0944123456" });

    await expect.poll(() => page.getByTestId("auth-message").getAttribute("data-type")).toBe("success");
    await page.waitForURL("**/qr/dashboard", { timeout: 10_000 });
    await hydrated(page, "qr-dashboard");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("qr_user")))!)).toMatchObject({ username, phone: "0944123456" });
    expect(pageErrors(page)).toEqual([]);
  });
});
