import { describe, expect, it } from "vitest";
import { approvedMenuListing, sampleMenu } from "../bench/lib/menu-fixture.mjs";
import { useBrowser } from "./browser";
import { E2E_ADMIN } from "./global-setup";
import { PHONE } from "./qr-area-kit";

/**
 * A listing's menu filtered by a label on a phone with no scripts at all: the label's link names
 * an empty element in the address, and the site's stylesheet hides the rest (its rules live in the
 * base layer, marked important to win over the items' own classes).
 */
const browser = useBrowser();

describe("the menu's label filter, without scripts", () => {
  it("shows only the items with the label, hides the sections left empty, marks the label, and shows all again", async () => {
    const menu = sampleMenu(9, { photo: null });
    // The vegan dishes are the first section's, the others are popular.
    menu.sections.forEach((section, s) => section.items.forEach((item, i) => (item.tags = s === 0 ? (i === 0 ? ["vegan", "spicy"] : ["vegan"]) : ["popular"])));
    const veganItems = menu.sections[0].items.length;
    expect(veganItems).toBeGreaterThan(0);
    const { path } = await approvedMenuListing(browser.baseURL, menu, { admin: E2E_ADMIN });
    const page = await browser.open(`${path}?lang=ar`, { ...PHONE, javaScriptEnabled: false });
    const shown = () =>
      page.evaluate(() => ({
        items: [...document.querySelectorAll<HTMLElement>("[data-testid=menu-item]")].filter((el) => el.offsetParent !== null).length,
        sections: [...document.querySelectorAll<HTMLElement>("[data-testid=menu-section]")].filter((el) => el.offsetParent !== null).length,
      }));
    const all = await shown();
    expect(all.items).toBe(9);
    expect(all.sections).toBeGreaterThan(1);

    const vegan = page.locator("a[data-testid=menu-filter][data-tag=vegan]");
    const before = await vegan.evaluate((a) => getComputedStyle(a).fontWeight);
    await vegan.tap();
    await page.waitForURL(/#f-vegan$/);
    expect(await shown()).toEqual({ items: veganItems, sections: 1 });
    expect(await vegan.evaluate((a) => getComputedStyle(a).fontWeight)).toBe("700");
    expect(before).not.toBe("700");

    await page.locator("a[data-filter=all]").tap();
    expect(await shown()).toEqual(all);
  });
});
