import { describe, expect, it } from "vitest";
import type { ListingMenu } from "./menu";
import { menuItem as item, menuOf as menu } from "./menu.testing";
import { mergeMenus, same } from "./menu-merge";

/** "section:item=price" for each item, in order: a merged menu at a glance. */
const shape = (m: ListingMenu | null) => (m?.sections ?? []).flatMap((s) => s.items.map((i) => `${s.name_ar}:${i.name_ar}=${i.price}${i.sold_out ? "!" : ""}`));

const base = menu(["s1", "ساخن", [item("a", "قهوة", 1000), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);

describe("mergeMenus (an owner's edit approved after the live menu changed)", () => {
  it("keeps the admin's fix of an item the owner did not touch, and the owner's change of another", () => {
    const live = menu(["s1", "ساخن", [item("a", "قهوة", 1000), item("b", "شاي", 600)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    const proposed = menu(["s1", "ساخن", [item("a", "قهوة تركية", 1200), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    expect(shape(mergeMenus(base, live, proposed))).toEqual(["ساخن:قهوة تركية=1200", "ساخن:شاي=600", "بارد:ليمون=800"]);
  });

  it("gives the owner's value where both changed the same item (the admin saw it in the review)", () => {
    const live = menu(["s1", "ساخن", [item("a", "قهوة", 1100), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    const proposed = menu(["s1", "ساخن", [item("a", "قهوة", 1300), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    expect(shape(mergeMenus(base, live, proposed))[0]).toBe("ساخن:قهوة=1300");
  });

  it("keeps items and sections either side added, and drops what either removed unless the owner changed it", () => {
    const live = menu(["s1", "ساخن", [item("a", "قهوة", 1000), item("d", "سحلب", 900)]], ["s2", "بارد", [item("c", "ليمون", 800)]], ["s9", "حلويات", [item("k", "كنافة", 3000)]]);
    const proposed = menu(["s2", "بارد", [item("c", "ليمون بالنعناع", 900), item("e", "عصير", 700)]], ["s1", "ساخن", [item("b", "شاي", 500)]]);
    // The owner removed "a" and reordered the sections; the admin removed "b" (untouched by the
    // owner) and added "d" and a section.
    expect(shape(mergeMenus(base, live, proposed))).toEqual(["بارد:ليمون بالنعناع=900", "بارد:عصير=700", "ساخن:سحلب=900", "حلويات:كنافة=3000"]);
    // An item the admin removed comes back when the owner changed it.
    const changedB = menu(["s1", "ساخن", [item("a", "قهوة", 1000), item("b", "شاي أخضر", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    expect(shape(mergeMenus(base, live, changedB))).toContain("ساخن:شاي أخضر=500");
  });

  it("keeps the live sold-out and hidden switches (they change at once on both sides)", () => {
    const live = menu(["s1", "ساخن", [item("a", "قهوة", 1000, { sold_out: true }), item("b", "شاي", 450)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    const proposed = menu(["s1", "ساخن", [item("a", "قهوة تركية", 1000), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    expect(shape(mergeMenus(base, live, proposed)).slice(0, 2)).toEqual(["ساخن:قهوة تركية=1000!", "ساخن:شاي=450"]);
  });

  it("takes the live menu when the owner's edit left the menu alone, and the owner's when nobody else changed it", () => {
    const live = menu(["s1", "ساخن", [item("a", "قهوة", 900)]]);
    expect(mergeMenus(base, live, structuredClone(base))).toBe(live);
    const proposed = menu(["s1", "ساخن", [item("a", "قهوة", 1)]]);
    expect(mergeMenus(base, structuredClone(base), proposed)).toBe(proposed);
    expect(mergeMenus(base, live, null)).toBeNull();
    expect(mergeMenus(null, live, proposed)).toEqual(proposed);
  });

  it("keeps a currency only the admin changed", () => {
    const live = { ...base, currency: "USD" as const };
    const proposed = menu(["s1", "ساخن", [item("a", "قهوة", 1200), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    expect(mergeMenus(base, live, proposed)?.currency).toBe("USD");
  });
});

describe("mergeMenus: sizes, labels, sold-out times and the reset at midnight", () => {
  const small = { id: "v1", name_ar: "صغير", name_en: "", price: 800 };
  it("takes an owner's new sizes and labels like any other change of the item", () => {
    const live = menu(["s1", "ساخن", [item("a", "قهوة", 1000), item("b", "شاي", 450)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    const proposed = menu(["s1", "ساخن", [item("a", "قهوة", 1000, { variants: [small], tags: ["popular"] }), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    const merged = mergeMenus(base, live, proposed)!;
    expect(merged.sections[0].items[0]).toMatchObject({ variants: [small], tags: ["popular"] });
    // The admin's fix of the other item stays.
    expect(merged.sections[0].items[1].price).toBe(450);
  });

  it("sees a sold-out mark's time as part of the switch, not an owner's change: the live item and its time stay", () => {
    const live = menu(["s1", "ساخن", [item("a", "قهوة", 900, { sold_out: true, sold_out_since: "2026-03-02T07:00:00.000Z" }), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    // The waiting edit got the same switch (it changes both at once), and changed another item.
    const proposed = menu(["s1", "ساخن", [item("a", "قهوة", 1000, { sold_out: true, sold_out_since: "2026-03-02T07:00:00.000Z" }), item("b", "شاي", 550)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    const merged = mergeMenus(base, live, proposed)!;
    // "a" is untouched by the owner: the admin's price 900 stays, with the live mark.
    expect(merged.sections[0].items[0]).toMatchObject({ price: 900, sold_out: true, sold_out_since: "2026-03-02T07:00:00.000Z" });
    const renamed = menu(["s1", "ساخن", [item("a", "قهوة تركية", 1000), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    expect(mergeMenus(base, live, renamed)!.sections[0].items[0]).toMatchObject({ name_ar: "قهوة تركية", sold_out: true, sold_out_since: "2026-03-02T07:00:00.000Z" });
  });

  it("keeps a reset at midnight only the admin turned on, and the owner's when the owner changed it", () => {
    const proposed = menu(["s1", "ساخن", [item("a", "قهوة", 1200), item("b", "شاي", 500)]], ["s2", "بارد", [item("c", "ليمون", 800)]]);
    expect(mergeMenus(base, { ...base, sold_out_resets: true }, proposed)?.sold_out_resets).toBe(true);
    expect(mergeMenus(base, { ...base, currency: "USD" }, { ...proposed, sold_out_resets: true })?.sold_out_resets).toBe(true);
  });
});

describe("same", () => {
  it("compares JSON values whatever the order of their keys", () => {
    expect(same({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(same({ a: 1 }, { a: 2 })).toBe(false);
    expect(same(null, undefined)).toBe(true);
  });
});
