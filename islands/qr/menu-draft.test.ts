import { describe, expect, it } from "vitest";
import { menuBody } from "../../shared/contract/qr-menu";
import { parsePriceInput, formatPrice, priceInputOf } from "../../shared/menu";
import { menuItem, menuOf } from "../../shared/menu.testing";
import {
  checkDraft,
  draftErrorsOf,
  draftOf,
  edits,
  itemCount,
  menuOfDraft,
  newItem,
  newSection,
  readStoredDraft,
  sameDraft,
  variantKey,
  type MenuDraft,
} from "./menu-draft";

const section = (id: string, ...itemIds: string[]) => ({ ...newSection(), id, name_ar: `قسم ${id}`, items: itemIds.map((i) => ({ ...newItem(), id: i, name_ar: `صنف ${i}`, price: "1000" })) });
const draft = (): MenuDraft => ({ currency: "SYP", sold_out_resets: false, sections: [section("a", "a1", "a2"), section("b", "b1")] });
const ids = (d: MenuDraft) => d.sections.map((s) => `${s.id}:${s.items.map((i) => i.id).join(",")}`);

describe("prices as typed", () => {
  it("reads either digit system and separator, in the currency's smallest unit (piastres, cents), and refuses the rest", () => {
    // New pounds, in piastres: ١٢٫٥ pounds is 1,250 piastres; grouped thousands stay pounds.
    expect(parsePriceInput("١٢٫٥", "SYP")).toBe(1250);
    expect(parsePriceInput("60", "SYP")).toBe(6000);
    expect(parsePriceInput("١٢٬٥٠٠", "SYP")).toBe(1_250_000);
    expect(parsePriceInput("12,500", "SYP")).toBe(1_250_000);
    expect(parsePriceInput("12,50", "SYP")).toBe(1250);
    expect(parsePriceInput(" ", "SYP")).toBeNull();
    expect(parsePriceInput("2.5", "USD")).toBe(250);
    expect(parsePriceInput("٢٫٥٠", "USD")).toBe(250);
    expect(parsePriceInput("2,50", "EUR")).toBe(250);
    expect(parsePriceInput("1,250.00", "USD")).toBe(125000);
    for (const bad of ["2.505", "-3", "abc", "10000000"]) expect(parsePriceInput(bad, "SYP"), bad).toBeUndefined();
    expect(parsePriceInput("2.505", "USD")).toBeUndefined();
    expect(priceInputOf(250, "USD")).toBe("2.50");
    expect(priceInputOf(300, "USD")).toBe("3");
    expect(priceInputOf(6000, "SYP")).toBe("60");
    expect(priceInputOf(1250, "SYP")).toBe("12.50");
  });

  it("shows a price in new pounds in the page's digits and grouping, whole amounts without decimals", () => {
    expect(formatPrice(6000, "SYP", "ar")).toMatch(/^\u200f?٦٠\s?ل\.س\.\u200f?$/);
    expect(formatPrice(1250, "SYP", "ar")).toMatch(/١٢٫٥٠/);
    expect(formatPrice(125_000_000, "SYP", "ar")).toMatch(/١٬٢٥٠٬٠٠٠/);
    expect(formatPrice(6000, "SYP", "en")).toMatch(/^SYP\s60$/);
    expect(formatPrice(1250, "SYP", "en")).toMatch(/^SYP\s12\.50$/);
    expect(formatPrice(250, "USD", "en")).toBe("$2.50");
    expect(formatPrice(300, "USD", "en")).toBe("$3");
  });
});

describe("the editor's buttons", () => {
  it("moves items within a section and across sections, and sections", () => {
    let d = draft();
    d = edits.moveItem(d, "a2", -1);
    expect(ids(d)).toEqual(["a:a2,a1", "b:b1"]);
    d = edits.moveItem(d, "a1", 1);
    expect(ids(d)).toEqual(["a:a2", "b:a1,b1"]);
    d = edits.moveItem(d, "a1", -1);
    expect(ids(d)).toEqual(["a:a2,a1", "b:b1"]);
    expect(ids(edits.moveItem(d, "b1", 1))).toEqual(ids(d));
    expect(ids(edits.moveSection(d, "b", -1))).toEqual(["b:b1", "a:a2,a1"]);
  });

  it("places an item or a section where a drag drops it, the others keeping their order", () => {
    expect(ids(edits.placeItem(draft(), "a1", "a", 1))).toEqual(["a:a2,a1", "b:b1"]);
    expect(ids(edits.placeItem(draft(), "a2", "b", 0))).toEqual(["a:a1", "b:a2,b1"]);
    expect(ids(edits.placeItem(draft(), "b1", "a", 99))).toEqual(["a:a1,a2,b1", "b:"]);
    expect(ids(edits.placeItem(draft(), "zz", "a", 0))).toEqual(ids(draft()));
    expect(ids(edits.placeItem(draft(), "a1", "zz", 0))).toEqual(ids(draft()));
    expect(ids(edits.placeSection(draft(), "b", 0))).toEqual(["b:b1", "a:a1,a2"]);
    expect(ids(edits.placeSection(draft(), "a", 5))).toEqual(["b:b1", "a:a1,a2"]);
  });

  it("duplicates an item just after it with a new id, and stops at 300 items", () => {
    const d = edits.duplicateItem(draft(), "a1", (n) => `${n} (نسخة)`);
    expect(d.sections[0].items.map((i) => i.name_ar)).toEqual(["صنف a1", "صنف a1 (نسخة)", "صنف a2"]);
    expect(new Set(d.sections[0].items.map((i) => i.id)).size).toBe(3);
    const full: MenuDraft = { currency: "SYP", sold_out_resets: false, sections: [section("x", ...Array.from({ length: 300 }, (_, i) => `x${i}`))] };
    expect(itemCount(edits.duplicateItem(full, "x1", (n) => n))).toBe(300);
    expect(itemCount(edits.addItem(full, "x"))).toBe(300);
  });

  it("checks names and prices before sending, and maps the server's errors back to the fields", () => {
    let d = edits.item(draft(), "a2", { price: "12.505", name_ar: " " });
    expect(checkDraft(d)).toEqual({ "a2.name_ar": "nameRequired", "a2.price": "priceInvalid" });
    d = edits.item(d, "a2", { price: "١٢٥", name_ar: "شاي" });
    expect(checkDraft(d)).toEqual({});
    expect(menuOfDraft(d).sections[0].items[1]).toMatchObject({ name_ar: "شاي", price: 12500 });
    expect(draftErrorsOf({ "sections.1.items.0.price": "bad", "sections.0.name_ar": "x", currency: "c" }, d)).toEqual({ "b1.price": "bad", "a.name_ar": "x", currency: "c" });
    expect(draftOf(menuOfDraft(d)).sections[0].items[1].price).toBe("125");
  });
});

/** The draft's item `id`. */
const itemOf = (d: MenuDraft, id: string) => d.sections.flatMap((s) => s.items).find((i) => i.id === id)!;

describe("sizes (variants)", () => {
  it("adds up to six, the first at the item's own price, and removes them", () => {
    let d = edits.item(draft(), "a1", { price: "٢٬٥٠٠" });
    d = edits.addVariant(d, "a1");
    expect(itemOf(d, "a1").variants.map((v) => v.price)).toEqual(["٢٬٥٠٠"]);
    for (let n = 0; n < 8; n++) d = edits.addVariant(d, "a1");
    expect(itemOf(d, "a1").variants).toHaveLength(6);
    expect(itemOf(d, "a1").variants.slice(1).map((v) => v.price)).toEqual(["", "", "", "", ""]);
    expect(new Set(itemOf(d, "a1").variants.map((v) => v.id)).size).toBe(6);
    const [first, second] = itemOf(d, "a1").variants;
    d = edits.removeVariant(d, "a1", first.id);
    expect(itemOf(d, "a1").variants.map((v) => v.id)[0]).toBe(second.id);
    // The other items are untouched.
    expect(itemOf(d, "a2").variants).toEqual([]);
  });

  it("reads sizes' prices in either digit system, sends them as numbers and no price of the item's own", () => {
    let d = edits.addVariant(draft(), "a1");
    const [small] = itemOf(d, "a1").variants;
    d = edits.variant(d, "a1", small.id, { name_ar: " صغير ", name_en: "Small", price: "١٥" });
    d = edits.addVariant(d, "a1");
    const large = itemOf(d, "a1").variants[1];
    d = edits.variant(d, "a1", large.id, { name_ar: "كبير", price: "25" });
    expect(checkDraft(d)).toEqual({});
    const sent = menuOfDraft(d);
    expect(sent.sections[0].items[0]).toMatchObject({
      price: null,
      variants: [
        { id: small.id, name_ar: "صغير", name_en: "Small", price: 1500 },
        { id: large.id, name_ar: "كبير", name_en: "", price: 2500 },
      ],
    });
    expect(menuBody.safeParse(sent).success).toBe(true);
    // Read back, the prices are as the editor writes them; in dollars, in cents.
    expect(draftOf(sent).sections[0].items[0].variants.map((v) => v.price)).toEqual(["15", "25"]);
    const usd = edits.variant(edits.currency(d, "USD"), "a1", small.id, { price: "١٫٢٥" });
    expect(menuOfDraft(edits.item(usd, "a2", { price: "" })).sections[0].items[0].variants[0].price).toBe(125);
  });

  it("checks each size's name and price by the size's own key, the item's price only without sizes", () => {
    let d = edits.item(draft(), "a1", { price: "abc" });
    expect(checkDraft(d)).toEqual({ "a1.price": "priceInvalid" });
    d = edits.addVariant(d, "a1");
    d = edits.addVariant(d, "a1");
    const [one, two] = itemOf(d, "a1").variants;
    d = edits.variant(d, "a1", one.id, { name_ar: "صغير", price: "" });
    d = edits.variant(d, "a1", two.id, { name_ar: "", price: "12.555" });
    expect(checkDraft(d)).toEqual({
      [variantKey("a1", one.id, "price")]: "variantPriceRequired",
      [variantKey("a1", two.id, "name_ar")]: "nameRequired",
      [variantKey("a1", two.id, "price")]: "priceInvalid",
    });
    expect(variantKey("a1", one.id, "price")).toBe(`a1.variants.${one.id}.price`);
    // In euros too, three decimals are not a price.
    expect(checkDraft(edits.currency(d, "EUR"))[variantKey("a1", two.id, "price")]).toBe("priceInvalid");
    // More than six (a draft from elsewhere): said on the item's sizes.
    const seven = edits.item(draft(), "a2", { variants: Array.from({ length: 7 }, (_, n) => ({ id: `v${n}`, name_ar: `حجم ${n}`, name_en: "", price: "1" })) });
    expect(checkDraft(seven)).toEqual({ "a2.variants": "tooManyVariants" });
  });

  it("maps the server's errors on a size to that size's field, by the draft that was sent", () => {
    let d = edits.addVariant(edits.addVariant(draft(), "b1"), "b1");
    const [, second] = itemOf(d, "b1").variants;
    d = edits.variant(d, "b1", second.id, { name_ar: "كبير" });
    expect(draftErrorsOf({ "sections.1.items.0.variants.1.price": "p", "sections.1.items.0.variants": "many", "sections.0.items.1.tags.0": "t" }, d)).toEqual({
      [variantKey("b1", second.id, "price")]: "p",
      "b1.variants": "many",
      "a2.tags": "t",
    });
  });

  it("gives a duplicated item's sizes ids of their own", () => {
    const d = edits.duplicateItem(edits.addVariant(draft(), "a1"), "a1", (n) => n);
    const [original, copy] = d.sections[0].items;
    expect(copy.variants).toHaveLength(1);
    expect(copy.variants[0].id).not.toBe(original.variants[0].id);
  });
});

describe("labels (tags) and the midnight reset", () => {
  it("toggles labels from the fixed list, kept in its order", () => {
    let d = edits.toggleTag(draft(), "a1", "spicy");
    d = edits.toggleTag(d, "a1", "vegan");
    expect(itemOf(d, "a1").tags).toEqual(["vegan", "spicy"]);
    d = edits.toggleTag(d, "a1", "spicy");
    expect(itemOf(d, "a1").tags).toEqual(["vegan"]);
    expect(menuOfDraft(d).sections[0].items[0].tags).toEqual(["vegan"]);
    expect(menuBody.safeParse(menuOfDraft(d)).success).toBe(true);
  });

  it("switches the reset at midnight on the menu, which counts as a change", () => {
    const on = edits.soldOutResets(draft(), true);
    expect(menuOfDraft(on).sold_out_resets).toBe(true);
    expect(sameDraft(on, draft())).toBe(false);
    expect(sameDraft(edits.toggleTag(draft(), "a1", "new"), draft())).toBe(false);
    expect(sameDraft(edits.addVariant(draft(), "a1"), draft())).toBe(false);
  });
});

describe("a sold-out mark's time", () => {
  const stored = menuOf(["s", "قسم", [menuItem("i1", "شاي", 500, { sold_out: true, sold_out_since: "2026-03-01T08:00:00.000Z" }), menuItem("i2", "قهوة", 900)]]);

  it("goes back as it was read, so an old mark keeps its day", () => {
    const sent = menuOfDraft(draftOf(stored));
    expect(sent.sections[0].items[0]).toMatchObject({ sold_out: true, sold_out_since: "2026-03-01T08:00:00.000Z" });
    expect(sent).toEqual(menuBody.parse(sent));
  });

  it("is dropped by a new mark (the server stamps it) or taken from the server's answer; it is no edit of its own", () => {
    const d = draftOf(stored);
    expect(itemOf(edits.soldOut(d, "i2", true), "i2")).toMatchObject({ sold_out: true, sold_out_since: null });
    expect(itemOf(edits.soldOut(d, "i1", false), "i1")).toMatchObject({ sold_out: false, sold_out_since: null });
    expect(itemOf(edits.soldOut(d, "i2", true, "2026-03-02T09:00:00.000Z"), "i2").sold_out_since).toBe("2026-03-02T09:00:00.000Z");
    expect(sameDraft(edits.item(d, "i1", { sold_out_since: null }), d)).toBe(true);
  });
});

describe("a draft kept on the phone by an older editor", () => {
  it("opens with sizes, labels and the reset at their defaults", () => {
    const old = { currency: "SYP", sections: [{ id: "s", name_ar: "قسم", name_en: "", items: [{ id: "i", name_ar: "شاي", name_en: "", description_ar: "", description_en: "", price: "500", image_url: null, sold_out: true, hidden: false }] }] };
    const d = readStoredDraft({ getItem: () => JSON.stringify(old) }, "k")!;
    expect(d.sold_out_resets).toBe(false);
    expect(d.sections[0].items[0]).toMatchObject({ variants: [], tags: [], sold_out_since: null });
    expect(menuBody.safeParse(menuOfDraft(d)).success).toBe(true);
  });
});
