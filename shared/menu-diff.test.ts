import { describe, expect, it } from "vitest";
import { menuItem as item, menuOf as menu } from "./menu.testing";
import { menuChanges } from "./menu-diff";


describe("menuChanges", () => {
  it("names each added, removed, renamed, re-priced and moved item and section", () => {
    const before = menu(["s1", "ساخن", [item("a", "قهوة", 1000), item("b", "شاي", 500), item("c", "زهورات", 700)]], ["s2", "بارد", []]);
    const after = menu(["s2", "مشروبات باردة", [item("c", "زهورات", 700)]], ["s1", "ساخن", [item("a", "قهوة تركية", 1200), item("d", "سحلب", 900)]], ["s3", "حلويات", []]);
    const kinds = menuChanges(before, after).map((c) => `${c.kind}:${"item" in c ? c.item.id : "after" in c && typeof c.after === "object" ? c.after.id : "section" in c ? c.section.id : ""}`);
    expect(kinds.sort()).toEqual(["added:d", "moved:c", "removed:b", "renamed:a", "repriced:a", "sectionAdded:s3", "sectionRenamed:s2", "sectionsReordered:"].sort());
  });

  it("sees a whole new menu as added items, and no change as none; sold out and hidden are not review changes", () => {
    const m = menu(["s1", "ساخن", [item("a", "قهوة", 1000)]]);
    expect(menuChanges(null, m).map((c) => c.kind)).toEqual(["sectionAdded", "added"]);
    expect(menuChanges(m, { ...m, sections: [{ ...m.sections[0], items: [{ ...m.sections[0].items[0], sold_out: true, hidden: true }] }] })).toEqual([]);
    expect(menuChanges(m, { ...m, currency: "USD" })).toEqual([{ kind: "currency", before: "SYP", after: "USD" }]);
  });
});

describe("menuChanges: sizes, labels and the reset at midnight", () => {
  const coffee = item("a", "قهوة", null, { variants: [{ id: "v1", name_ar: "صغير", name_en: "", price: 800 }], tags: ["popular"] });
  const m = menu(["s1", "ساخن", [coffee]]);
  const withItem = (extra: Partial<typeof coffee>) => menu(["s1", "ساخن", [{ ...coffee, ...extra }]]);

  it("reads a size added, re-priced or renamed as a change of sizes, not of the item's price", () => {
    const bigger = withItem({ variants: [...coffee.variants, { id: "v2", name_ar: "كبير", name_en: "", price: 1200 }] });
    expect(menuChanges(m, bigger)).toEqual([{ kind: "variants", before: coffee, after: bigger.sections[0].items[0], section: bigger.sections[0] }]);
    expect(menuChanges(m, withItem({ variants: [{ ...coffee.variants[0], price: 900 }] })).map((c) => c.kind)).toEqual(["variants"]);
    expect(menuChanges(m, withItem({ variants: [{ ...coffee.variants[0], name_en: "Small" }] })).map((c) => c.kind)).toEqual(["variants"]);
    expect(menuChanges(m, withItem({ variants: [] })).map((c) => c.kind)).toEqual(["variants"]);
    // Sizes taking over from the item's own price: one change, of sizes; the price no longer shown is not "re-priced".
    const plain = menu(["s1", "ساخن", [{ ...coffee, price: 900, variants: [] }]]);
    expect(menuChanges(plain, m).map((c) => c.kind)).toEqual(["variants"]);
    // Back to one price: the sizes go and the price is new.
    expect(menuChanges(m, plain).map((c) => c.kind)).toEqual(["repriced", "variants"]);
  });

  it("reads labels put on or taken off as a change of labels", () => {
    expect(menuChanges(m, withItem({ tags: ["vegan", "popular"] })).map((c) => c.kind)).toEqual(["tags"]);
    expect(menuChanges(m, withItem({ tags: [] })).map((c) => c.kind)).toEqual(["tags"]);
  });

  it("reads the reset at midnight turned on or off, and never a sold-out mark's time", () => {
    expect(menuChanges(m, { ...m, sold_out_resets: true })).toEqual([{ kind: "soldOutResets", on: true }]);
    expect(menuChanges({ ...m, sold_out_resets: true }, m)).toEqual([{ kind: "soldOutResets", on: false }]);
    expect(menuChanges(m, withItem({ sold_out: true, sold_out_since: "2026-03-01T08:00:00.000Z" }))).toEqual([]);
  });
});
