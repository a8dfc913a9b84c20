import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";
import { areaRequest, newListing, newOwner, PHONE, type AreaOwner } from "./qr-area-kit";

/**
 * The owner's menu editor on a phone, for what an item may carry besides its name and price: sizes
 * with their own prices, labels, a photo added from the item's row, and the menu's "clear sold out
 * at midnight". What is saved is read back from the API.
 */

const browser = useBrowser();
const base = browser.baseURL;
const hydrated = (page: Page, island: string) => page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });
const toast = (page: Page, text: string) => page.locator("[data-testid=toast]", { hasText: text });

async function openEditor(owner: AreaOwner, id: number, lang: "ar" | "en") {
  const page = await browser.open("/favicon.svg", PHONE);
  await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
  await page.goto(`/qr/business/${id}/menu?lang=${lang}`);
  await hydrated(page, "qr-menu-editor");
  await page.getByTestId("menu-editor").waitFor();
  return page;
}
const menuOf = async (owner: AreaOwner, id: number) => (await areaRequest(base, "GET", `/qr/businesses/edit/${id}`, undefined, owner.token)).json.data.menu;
const coffee = { id: "i1", name_ar: "قهوة تركية", name_en: "Turkish coffee", description_ar: "", description_en: "", price: 9000 };

describe("sizes, labels and the photo in the owner's menu editor", () => {
  it("adds two sizes (Arabic digits) and a label, and saves them; the row shows the lowest price and the label", async () => {
    const owner = await newOwner(base, "menu_sizes");
    const listing = await newListing(base, owner, { menu: { currency: "SYP", sections: [{ id: "s1", name_ar: "مشروبات ساخنة", name_en: "", items: [coffee] }] } }, false);
    const page = await openEditor(owner, listing.id, "ar");
    const row = page.getByTestId("menu-edit-item").first();
    await row.getByTestId("menu-item-edit").click();

    // The first size starts at the item's price; the item's own price field goes, the sizes carry the prices.
    await row.getByTestId("menu-variant-add").click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("variant_name_ar");
    await page.keyboard.type("صغير");
    expect(await row.locator("input[name=variant_price]").inputValue()).toBe("90");
    expect(await row.locator("input[name=price]").count()).toBe(0);
    // New pounds, in Arabic digits (stored as piastres: ٨٠ pounds is 8,000).
    await row.locator("input[name=variant_price]").fill("٨٠");
    await row.locator("input[name=variant_name_en]").fill("Small");
    await row.getByTestId("menu-variant-add").click();
    await page.keyboard.type("كبير");
    // A size without its price is refused before sending, by its own field, and nothing is lost.
    await page.getByTestId("menu-save").click();
    const second = row.getByTestId("menu-variant").nth(1);
    expect(await second.getByTestId(/^field-error-/).innerText()).toBe("لكل حجم سعره، فاكتبه");
    expect(await page.getByTestId("save-error").innerText()).toContain("قهوة تركية: الحجم ٢، السعر");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("variant_price");
    await second.locator("input[name=variant_price]").fill("125");

    const popular = row.locator("[data-testid=menu-tag][data-tag=popular]");
    await popular.click();
    expect(await popular.getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("menu-soldout-resets").locator("input").check();

    await page.getByTestId("menu-save").click();
    await toast(page, "حُفظت القائمة").first().waitFor();
    await expect.poll(async () => (await menuOf(owner, listing.id)).sections[0].items[0].variants.length).toBe(2);
    const menu = await menuOf(owner, listing.id);
    expect(menu.sold_out_resets).toBe(true);
    expect(menu.sections[0].items[0]).toMatchObject({
      price: null,
      tags: ["popular"],
      variants: [
        { name_ar: "صغير", name_en: "Small", price: 8000 },
        { name_ar: "كبير", name_en: "", price: 12500 },
      ],
    });
    // The row, closed, says it in short: the lowest size's price and the label.
    await row.getByRole("button", { name: "تم" }).click();
    const meta = await row.getByTestId("menu-item-meta").innerText();
    // As Intl writes an Arabic price: between right-to-left marks, a no-break space before the unit.
    expect(meta.replace(/[\u200f\u00a0]/g, " ").replace(/ +/g, " ")).toContain("من ٨٠ ل.س.");
    expect(meta).toContain("الأكثر طلباً");

    // Removing a size is saved too.
    await row.getByTestId("menu-item-edit").click();
    await row.getByTestId("menu-variant-remove").first().click();
    await page.getByTestId("menu-save").click();
    await expect.poll(async () => (await menuOf(owner, listing.id)).sections[0].items[0].variants.map((v: { name_ar: string }) => v.name_ar)).toEqual(["كبير"]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("adds a photo from the item's row, in English, and keeps a sold-out mark's time through a save", async () => {
    const owner = await newOwner(base, "menu_photo");
    const listing = await newListing(base, owner, { menu: { currency: "SYP", sections: [{ id: "s1", name_ar: "مشروبات ساخنة", name_en: "Hot drinks", items: [coffee] }] } }, false);
    const page = await openEditor(owner, listing.id, "en");
    const row = page.getByTestId("menu-edit-item").first();
    // Marked sold out at once (a saved item): the server stamps the mark.
    await row.getByTestId("menu-soldout-toggle").check();
    await toast(page, "Marked sold out for today").waitFor();
    const since = (await menuOf(owner, listing.id)).sections[0].items[0].sold_out_since;
    expect(since).toMatch(/Z$/);

    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#b45309" } }).png().toBuffer();
    await row.getByTestId("menu-item-photo").setInputFiles({ name: "coffee.png", mimeType: "image/png", buffer: photo });
    await expect.poll(() => row.locator("label img").count()).toBe(1);
    await expect.poll(() => row.locator("[role=progressbar], [role=status]").count()).toBe(0);
    await row.getByTestId("menu-item-edit").click();
    await row.locator("[data-testid=menu-tag][data-tag=vegan]").click();
    await page.getByTestId("menu-save").click();
    await toast(page, "Menu saved").waitFor();
    const item = (await menuOf(owner, listing.id)).sections[0].items[0];
    expect(item.image_url).toMatch(/^\/media\//);
    expect(item).toMatchObject({ tags: ["vegan"], sold_out: true, sold_out_since: since });
    expect(pageErrors(page)).toEqual([]);
  });
});
