import { describe, expect, it } from "vitest";
import { parsePriceInput, formatPrice, priceInputOf } from "../../shared/menu";
import { checkDraft, draftErrorsOf, draftOf, edits, itemCount, menuOfDraft, newItem, newSection, type MenuDraft } from "./menu-draft";

const section = (id: string, ...itemIds: string[]) => ({ ...newSection(), id, name_ar: `قسم ${id}`, items: itemIds.map((i) => ({ ...newItem(), id: i, name_ar: `صنف ${i}`, price: "1000" })) });
const draft = (): MenuDraft => ({ currency: "SYP", sold_out_resets: false, sections: [section("a", "a1", "a2"), section("b", "b1")] });
const ids = (d: MenuDraft) => d.sections.map((s) => `${s.id}:${s.items.map((i) => i.id).join(",")}`);

describe("prices as typed", () => {
  it("reads either digit system and separator, in the currency's unit, and refuses the rest", () => {
    expect(parsePriceInput("١٢٬٥٠٠", "SYP")).toBe(12500);
    expect(parsePriceInput("12,500", "SYP")).toBe(12500);
    expect(parsePriceInput(" ", "SYP")).toBeNull();
    expect(parsePriceInput("2.5", "USD")).toBe(250);
    expect(parsePriceInput("٢٫٥٠", "USD")).toBe(250);
    expect(parsePriceInput("2,50", "EUR")).toBe(250);
    expect(parsePriceInput("1,250.00", "USD")).toBe(125000);
    for (const bad of ["2.5", "-3", "abc", "1000000000"]) expect(parsePriceInput(bad, "SYP"), bad).toBeUndefined();
    expect(parsePriceInput("2.505", "USD")).toBeUndefined();
    expect(priceInputOf(250, "USD")).toBe("2.50");
    expect(priceInputOf(12500, "SYP")).toBe("12500");
  });

  it("shows a price in the page's digits and grouping", () => {
    expect(formatPrice(12500, "SYP", "ar")).toMatch(/١٢٬٥٠٠/);
    expect(formatPrice(12500, "SYP", "ar")).toContain("ل.س");
    expect(formatPrice(12500, "SYP", "en")).toMatch(/^SYP\s12,500$/);
    expect(formatPrice(250, "USD", "en")).toBe("$2.50");
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
    let d = edits.item(draft(), "a2", { price: "12.5", name_ar: " " });
    expect(checkDraft(d)).toEqual({ "a2.name_ar": "nameRequired", "a2.price": "priceInvalid" });
    d = edits.item(d, "a2", { price: "١٢٥٠٠", name_ar: "شاي" });
    expect(checkDraft(d)).toEqual({});
    expect(menuOfDraft(d).sections[0].items[1]).toMatchObject({ name_ar: "شاي", price: 12500 });
    expect(draftErrorsOf({ "sections.1.items.0.price": "bad", "sections.0.name_ar": "x", currency: "c" }, d)).toEqual({ "b1.price": "bad", "a.name_ar": "x", currency: "c" });
    expect(draftOf(menuOfDraft(d)).sections[0].items[1].price).toBe("12500");
  });
});
