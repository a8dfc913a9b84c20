/**
 * Prices follow the dollar by the day. On the phone most owners have (360 × 740, 400 ms,
 * 400 kbit/s, CPU ×4), in Arabic, an owner raises every price of an approved listing by 10 %,
 * rounded to 5 pounds, sees old → new first, applies it, and visitors see the new prices at once
 * (no review), in new pounds with the old-pound amount under each.
 */
import { describe, expect, it } from "vitest";
import { REAL_UA } from "../../bench/lib/browser.mjs";
import { approvedMenuListing } from "../../bench/lib/menu-fixture.mjs";
import { phoneContext, throttle } from "../../bench/lib/slow-phone.mjs";
import { hydrated } from "../admin-kit";
import { pageErrors, useBrowser } from "../browser";
import { E2E_ADMIN } from "../global-setup";
import { menuItem, menuOf } from "../../shared/menu.testing";

const browser = useBrowser();

describe("change all prices on a slow phone", () => {
  it("previews +10 % rounded to 5, applies it at once, and the public page shows the new prices with the old pounds", async () => {
    const menu = menuOf([
      "hot",
      "مشروبات ساخنة",
      [
        menuItem("qahwa", "قهوة عربية", null, { variants: [{ id: "cup", name_ar: "فنجان", name_en: "Cup", price: 5000 }, { id: "pot", name_ar: "دلّة", name_en: "Pot", price: 9000 }] }),
        menuItem("shai", "شاي", 4000),
      ],
    ]);
    const { path, id, owner } = await approvedMenuListing(browser.baseURL, menu, { admin: E2E_ADMIN, name: "مقهى الأسعار" });
    const page = await browser.open("/favicon.svg", { ...phoneContext, userAgent: REAL_UA });
    await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
    await throttle(page);
    await page.goto(`/qr/business/${id}/menu?lang=ar`, { waitUntil: "commit" });
    await hydrated(page, "qr-menu-editor");
    await page.getByTestId("reprice-open").click({ timeout: 60_000 });
    const tool = page.getByTestId("reprice-panel");
    await tool.waitFor({ timeout: 30_000 });
    // Up (the default) by ١٠ %, to the nearest ٥ pounds (the default step), typed in Arabic digits.
    await tool.locator("input[name=reprice_percent]").fill("١٠");
    const preview = tool.getByTestId("reprice-preview").locator("li");
    await expect.poll(() => preview.count()).toBe(3);
    const lines = (await preview.allInnerTexts()).map((l) => l.replace(/[\u200f\u200e\u00a0\s]+/g, " ").trim());
    expect(lines[0]).toMatch(/^قهوة عربية · فنجان ٥٠ ل\.س\. ← ٥٥ ل\.س\.$/);
    expect(lines[1]).toMatch(/دلّة ٩٠ ل\.س\. ← ١٠٠ ل\.س\.$/);
    expect(lines[2]).toMatch(/^شاي ٤٠ ل\.س\. ← ٤٥ ل\.س\.$/);
    await tool.getByTestId("reprice-apply").click();
    await page.locator("[data-testid=toast]", { hasText: "تغيّرت الأسعار" }).first().waitFor({ timeout: 30_000 });

    // At once on the public page, on the same slow phone, scripts off: no review needed.
    const visitor = await browser.open(`${path}?lang=ar`, { ...phoneContext, userAgent: REAL_UA, javaScriptEnabled: false }, { prepare: throttle, waitUntil: "domcontentloaded" });
    // The text as written, not as laid out: the stylesheet may still be on its way (DOM content
    // loaded), and only it puts the old amount on a line of its own.
    const prices = (await visitor.getByTestId("menu-item-price").allTextContents()).map((p) => p.replace(/[\u200f\u200e]/g, "").replace(/[\u00a0\s]+/g, " ").trim());
    expect(prices).toEqual(["٥٥ ل.س.(٥٬٥٠٠ ل.س. قديمة)", "١٠٠ ل.س.(١٠٬٠٠٠ ل.س. قديمة)", "٤٥ ل.س.(٤٬٥٠٠ ل.س. قديمة)"]);
    expect(await visitor.getByTestId("price-old").count()).toBe(3);
    expect(pageErrors(page)).toEqual([]);
  });
});
