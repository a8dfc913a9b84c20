/**
 * An owner builds a menu on the phone most of them have (360 x 740, a 400 ms round trip,
 * 400 kbit/s each way, a CPU four times slower), in Arabic: a section, two items with prices (one
 * typed in Arabic-Indic digits), one moved up, saved; once the edit is approved, visitors see both
 * items in that order with their prices in Arabic digits. Every wait is for something the page
 * does (hydration, a field, a toast), never a fixed time.
 */
import { describe, expect, it } from "vitest";
import { REAL_UA } from "../../bench/lib/browser.mjs";
import { phoneContext, throttle } from "../../bench/lib/slow-phone.mjs";
import { hydrated } from "../admin-kit";
import { pageErrors, useBrowser } from "../browser";
import { E2E_ADMIN } from "../global-setup";
import { areaRequest, newListing, newOwner } from "../qr-area-kit";

const browser = useBrowser();
const base = browser.baseURL;

describe("the owner builds a menu on a slow phone", () => {
  it("adds a section and two priced items (Arabic digits in one), moves one up and saves; the public page shows them in order", async () => {
    const started = Date.now();
    const owner = await newOwner(base, "menu_slow");
    const listing = await newListing(base, owner, {}, true);
    // Signed in as the login screen leaves it (the session in localStorage), then slowed down.
    const page = await browser.open("/favicon.svg", { ...phoneContext, userAgent: REAL_UA });
    await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
    await throttle(page);
    await page.goto(`/qr/business/${listing.id}/menu?lang=ar`, { waitUntil: "commit" });
    await hydrated(page, "qr-menu-editor");
    // The empty menu shows once the listing is read.
    await page.getByTestId("menu-empty").waitFor({ timeout: 60_000 });
    const ready = Date.now() - started;

    await page.getByTestId("menu-add-section").click();
    // The new section's Arabic name has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name_ar");
    await page.keyboard.type("مشروبات باردة");
    const addItem = async (name: string, price: string) => {
      await page.getByTestId("menu-add-item").click();
      const field = page.locator("input[name=name_ar]").last();
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(name);
      // Typed key by key, as a phone's keyboard does.
      await page.locator("input[name=price]").last().pressSequentially(price);
    };
    // Prices in new pounds (stored in piastres).
    await addItem("ليموناضة", "٤٥");
    await addItem("عصير برتقال", "60");
    expect(await page.getByTestId("menu-edit-item").locator("strong").allInnerTexts()).toEqual(["ليموناضة", "عصير برتقال"]);

    // The orange juice goes first, by its "move up" button; the focus follows it.
    await page.getByRole("button", { name: "انقل «عصير برتقال» إلى الأعلى" }).click();
    await expect.poll(() => page.getByTestId("menu-edit-item").locator("strong").allInnerTexts()).toEqual(["عصير برتقال", "ليموناضة"]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("انقل «عصير برتقال» إلى الأسفل");
    expect(await page.getByTestId("menu-count").innerText()).toContain("٢");

    // The listing is approved: the menu goes for review.
    await page.getByTestId("menu-save").click();
    await page.locator("[data-testid=toast]", { hasText: "أُرسلت" }).waitFor({ timeout: 30_000 });
    const mine = (await areaRequest(base, "GET", `/qr/businesses/edit/${listing.id}`, undefined, owner.token)).json.data;
    expect(mine.revision.proposed.menu.sections[0].items.map((i: { name_ar: string; price: number }) => [i.name_ar, i.price])).toEqual([
      ["عصير برتقال", 6000],
      ["ليموناضة", 4500],
    ]);
    const saved = Date.now() - started;

    // Approved by an admin, the menu is on the public page, on the same slow phone.
    const admin = (await areaRequest(base, "POST", "/auth/login", E2E_ADMIN)).json.data.token;
    await areaRequest(base, "POST", `/qr/admin/revisions/${mine.revision.id}/approve`, { admin_notes: "" }, admin);
    await page.goto(`/qr/${listing.unique_id}?lang=ar`, { waitUntil: "domcontentloaded" });
    expect(await page.locator("[data-testid=menu-section] h3").allInnerTexts()).toEqual(["مشروبات باردة"]);
    const items = page.getByTestId("menu-item");
    expect(await items.count()).toBe(2);
    expect(await items.first().innerText()).toContain("عصير برتقال");
    expect(await items.last().innerText()).toContain("ليموناضة");
    const prices = await page.getByTestId("menu-item-price").allInnerTexts();
    expect(prices[0]).toMatch(/^[\u200f\s]*٦٠\s?ل\.س/);
    expect(prices[1]).toMatch(/^[\u200f\s]*٤٥\s?ل\.س/);
    // With the old-pound amount under each, for people who still count in them.
    expect(await page.getByTestId("price-old").allInnerTexts()).toEqual([expect.stringMatching(/٦٬٠٠٠\s?ل\.س\.[\u200f\s]*قديمة/), expect.stringMatching(/٤٬٥٠٠\s?ل\.س\.[\u200f\s]*قديمة/)]);
    for (const p of prices) expect(p).not.toMatch(/[0-9]/);
    console.log(`menu owner on the slow phone: editor ready at ${ready} ms, saved at ${saved} ms, public page read at ${Date.now() - started} ms`);
    expect(pageErrors(page)).toEqual([]);
  });
});
