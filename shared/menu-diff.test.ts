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
