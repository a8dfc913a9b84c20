import { describe, expect, it } from "vitest";
import { menuItem, menuOf } from "./menu.testing";
import { onlyPricesAndSwitches, priceChangeName, repriceMenu, repricedAmount, withPricesOf } from "./menu-prices";
import type { ListingMenu } from "./menu";

const coffee = menuItem("qahwa", "قهوة", null, {
  name_en: "Coffee",
  variants: [
    { id: "cup", name_ar: "فنجان", name_en: "Cup", price: 5000 },
    { id: "pot", name_ar: "دلّة", name_en: "Pot", price: 9000 },
  ],
});
const menu = (): ListingMenu => menuOf(["hot", "مشروبات", [coffee, menuItem("tea", "شاي", 4000), menuItem("ask", "اسأل", null)]]);

describe("change all prices", () => {
  it("moves a price by a percentage and rounds it to the nearest step of the main unit (new pounds: 100 piastres)", () => {
    // 50 pounds + 10 % = 55, to the nearest 5 stays 55; to the nearest 10 it is 60 (55 rounds up).
    expect(repricedAmount(5000, 10, 5, "SYP")).toBe(5500);
    expect(repricedAmount(5000, 10, 10, "SYP")).toBe(6000);
    expect(repricedAmount(4000, 10, 5, "SYP")).toBe(4500);
    expect(repricedAmount(1250, 0, 1, "SYP")).toBe(1300);
    // Down by a quarter: 90 → 67.5 → 70 to the nearest 10.
    expect(repricedAmount(9000, -25, 10, "SYP")).toBe(7000);
    // Never down to nothing by rounding; a free item stays free.
    expect(repricedAmount(300, -90, 100, "SYP")).toBe(10000);
    expect(repricedAmount(0, 50, 5, "SYP")).toBe(0);
    // Dollars: cents, rounded to whole dollars.
    expect(repricedAmount(250, 10, 1, "USD")).toBe(300);
  });

  it("reprices every item and size, keeps items without a price, and lists old → new", () => {
    const { menu: after, changes } = repriceMenu(menu(), 10, 5);
    expect(after.sections[0].items.map((i) => [i.price, i.variants.map((v) => v.price)])).toEqual([
      // 90 + 10 % = 99, to the nearest 5: 100.
      [null, [5500, 10000]],
      [4500, []],
      [null, []],
    ]);
    expect(changes).toEqual([
      { item_id: "qahwa", variant_id: "cup", before: 5000, after: 5500 },
      { item_id: "qahwa", variant_id: "pot", before: 9000, after: 10000 },
      { item_id: "tea", variant_id: null, before: 4000, after: 4500 },
    ]);
    expect(priceChangeName(after, changes[1], "en")).toBe("Coffee · Pot");
    expect(priceChangeName(after, changes[2], "ar")).toBe("شاي");
  });
});

describe("what applies at once", () => {
  it("is a save that changes only prices, sold-out marks and hidden switches", () => {
    const live = menu();
    const cheaper = repriceMenu(live, -10, 1).menu;
    cheaper.sections[0].items[1] = { ...cheaper.sections[0].items[1], sold_out: true, hidden: true, price: null };
    expect(onlyPricesAndSwitches(live, cheaper)).toBe(true);
    // A copy with its keys in another order (as the database returns it) is the same menu.
    const reordered = JSON.parse(JSON.stringify(live, Object.keys(live).reverse())) as ListingMenu;
    expect(onlyPricesAndSwitches(live, { ...reordered, sections: live.sections })).toBe(true);
  });

  it("is not a save that renames, describes, adds, moves, labels or changes a size's name or the currency", () => {
    const live = menu();
    const changed = (change: (m: ListingMenu) => void) => {
      const m = structuredClone(live);
      change(m);
      return onlyPricesAndSwitches(live, m);
    };
    expect(changed((m) => (m.sections[0].items[1].name_ar = "شاي أخضر"))).toBe(false);
    expect(changed((m) => (m.sections[0].items[1].description_en = "Green"))).toBe(false);
    expect(changed((m) => m.sections[0].items.push(menuItem("new", "جديد", 100)))).toBe(false);
    expect(changed((m) => m.sections[0].items.reverse())).toBe(false);
    expect(changed((m) => (m.sections[0].items[1].tags = ["vegan"]))).toBe(false);
    expect(changed((m) => (m.sections[0].items[0].variants[0].name_en = "Small"))).toBe(false);
    expect(changed((m) => m.sections[0].items[0].variants.pop())).toBe(false);
    expect(changed((m) => (m.currency = "USD"))).toBe(false);
    expect(changed((m) => (m.sections[0].items[1].image_url = "/images/demo/cafe-1.svg"))).toBe(false);
  });

  it("carries prices and switches into an edit waiting for review, item by item and size by size", () => {
    const pending = structuredClone(menu());
    pending.sections[0].items[1].name_ar = "شاي بالنعناع";
    pending.sections[0].items.push(menuItem("only-here", "صنف جديد", 100));
    const live = repriceMenu(menu(), 10, 5).menu;
    live.sections[0].items[1].sold_out = true;
    const merged = withPricesOf(pending, live);
    expect(merged.sections[0].items.map((i) => [i.name_ar, i.price, i.sold_out, i.variants.map((v) => v.price)])).toEqual([
      ["قهوة", null, false, [5500, 10000]],
      ["شاي بالنعناع", 4500, true, []],
      ["اسأل", null, false, []],
      ["صنف جديد", 100, false, []],
    ]);
  });
});
