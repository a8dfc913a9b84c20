import type { ListingMenu, MenuItem, MenuSection } from "./menu";

/**
 * What changed between two versions of a menu, entry by entry, for the admin's review: sections
 * and items are matched by their ids, so a renamed item reads as renamed, not as one removed and
 * another added.
 */
export type MenuChange =
  | { kind: "currency"; before: ListingMenu["currency"]; after: ListingMenu["currency"] }
  /** "Sold out" clearing itself at midnight, turned on or off. */
  | { kind: "soldOutResets"; on: boolean }
  | { kind: "sectionAdded" | "sectionRemoved"; section: MenuSection }
  | { kind: "sectionRenamed"; before: MenuSection; after: MenuSection }
  | { kind: "sectionsReordered" }
  | { kind: "added" | "removed"; item: MenuItem; section: MenuSection }
  | { kind: "renamed"; before: MenuItem; after: MenuItem; section: MenuSection }
  | { kind: "repriced"; before: MenuItem; after: MenuItem; section: MenuSection }
  /** Sizes added, removed, renamed or re-priced; labels put on or taken off: their own kinds, each with both versions. */
  | { kind: "variants" | "tags"; before: MenuItem; after: MenuItem; section: MenuSection }
  | { kind: "described" | "photo"; item: MenuItem; section: MenuSection }
  | { kind: "moved"; item: MenuItem; from: MenuSection; section: MenuSection };

const empty: ListingMenu = { currency: "SYP", sections: [], sold_out_resets: false };
/** The same sizes in the same order, each with the same names and price. */
const sameVariants = (a: MenuItem, b: MenuItem) =>
  a.variants.length === b.variants.length && a.variants.every((v, i) => ["id", "name_ar", "name_en", "price"].every((k) => v[k as keyof typeof v] === b.variants[i][k as keyof typeof v]));
const itemsById = (menu: ListingMenu) => new Map(menu.sections.flatMap((section) => section.items.map((item) => [item.id, { item, section }] as const)));

export function menuChanges(beforeMenu: ListingMenu | null | undefined, afterMenu: ListingMenu | null | undefined): MenuChange[] {
  const before = beforeMenu ?? empty;
  const after = afterMenu ?? empty;
  const out: MenuChange[] = [];
  if ((beforeMenu || afterMenu) && before.currency !== after.currency) out.push({ kind: "currency", before: before.currency, after: after.currency });
  if (before.sold_out_resets !== after.sold_out_resets) out.push({ kind: "soldOutResets", on: after.sold_out_resets });
  const oldSections = new Map(before.sections.map((s) => [s.id, s]));
  const newSections = new Map(after.sections.map((s) => [s.id, s]));
  for (const s of after.sections) {
    const old = oldSections.get(s.id);
    if (!old) out.push({ kind: "sectionAdded", section: s });
    else if (old.name_ar !== s.name_ar || old.name_en !== s.name_en) out.push({ kind: "sectionRenamed", before: old, after: s });
  }
  for (const s of before.sections) if (!newSections.has(s.id)) out.push({ kind: "sectionRemoved", section: s });
  const kept = (list: MenuSection[], other: Map<string, MenuSection>) => list.filter((s) => other.has(s.id)).map((s) => s.id).join();
  if (kept(before.sections, newSections) !== kept(after.sections, oldSections)) out.push({ kind: "sectionsReordered" });

  const oldItems = itemsById(before);
  const newItems = itemsById(after);
  for (const [id, { item, section }] of newItems) {
    const old = oldItems.get(id);
    if (!old) {
      out.push({ kind: "added", item, section });
      continue;
    }
    if (old.item.name_ar !== item.name_ar || old.item.name_en !== item.name_en) out.push({ kind: "renamed", before: old.item, after: item, section });
    // An item that now has sizes shows their prices, not its own: the sizes' change says it all.
    if (old.item.price !== item.price && !item.variants.length) out.push({ kind: "repriced", before: old.item, after: item, section });
    if (!sameVariants(old.item, item)) out.push({ kind: "variants", before: old.item, after: item, section });
    if (old.item.tags.join() !== item.tags.join()) out.push({ kind: "tags", before: old.item, after: item, section });
    if (old.item.description_ar !== item.description_ar || old.item.description_en !== item.description_en) out.push({ kind: "described", item, section });
    if (old.item.image_url !== item.image_url) out.push({ kind: "photo", item, section });
    if (old.section.id !== section.id) out.push({ kind: "moved", item, from: old.section, section });
  }
  for (const [id, { item, section }] of oldItems) if (!newItems.has(id)) out.push({ kind: "removed", item, section });
  return out;
}
