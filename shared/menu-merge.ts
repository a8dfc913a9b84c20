import type { ListingMenu, MenuItem, MenuSection } from "./menu";

/**
 * Merging an owner's menu edit into a menu that changed while the edit waited for review.
 *
 * An owner's edit of an approved listing waits for an admin; meanwhile an admin may have fixed the
 * live menu (a typo, a price). Approving the edit must not quietly undo that fix. So approval
 * merges three versions: `base` (the menu the owner's edit started from), `live` (the menu now)
 * and `proposed` (the owner's edit). Sections and items are matched by their ids:
 *
 * - what the owner did not change takes its live value (the admin's fix stays);
 * - what the owner changed takes the owner's value, also when the admin changed it too (the
 *   admin sees that in the review before approving);
 * - items and sections the owner added are kept, in the owner's order; the ones the admin added
 *   are kept too, at the end of their section (or of the menu);
 * - an item the owner removed is gone; one the admin removed is gone unless the owner changed it;
 * - "sold out" and "hidden" are switches that change on the live menu and on the waiting edit at
 *   once, so they are not part of either side's change: an item keeps its live switches.
 */
export function mergeMenus(base: ListingMenu | null, live: ListingMenu | null, proposed: ListingMenu | null): ListingMenu | null {
  if (same(base, proposed)) return live;
  if (same(base, live) || !proposed) return proposed;
  const baseItems = itemsById(base);
  const liveItems = itemsById(live);
  const baseSections = sectionsById(base);
  const liveSections = sectionsById(live);
  const proposedItemIds = new Set(itemsById(proposed).keys());
  const proposedSectionIds = new Set(proposed.sections.map((s) => s.id));

  const mergeItem = (item: MenuItem): MenuItem | null => {
    const before = baseItems.get(item.id);
    const now = liveItems.get(item.id);
    if (!before) return item; // added by the owner
    if (sameContent(before, item)) return now ?? null; // untouched by the owner: as it is live (or gone)
    // Changed by the owner: the owner's content, with the live switches when the item is live
    // (a sold-out mark with its time: the day it was made is the live one's).
    return now ? { ...item, sold_out: now.sold_out, sold_out_since: now.sold_out_since, hidden: now.hidden } : item;
  };

  const sections: MenuSection[] = [];
  for (const section of proposed.sections) {
    const before = baseSections.get(section.id);
    const now = liveSections.get(section.id);
    const items = section.items.map(mergeItem).filter((i): i is MenuItem => i !== null);
    const ownerTouched = !before || !sameHeader(before, section) || section.items.some((i) => !sameContent(baseItems.get(i.id), i));
    if (before && !now && !ownerTouched) continue; // removed by the admin, untouched by the owner
    const header = before && sameHeader(before, section) && now ? now : section;
    // Items the admin added to this section since the owner's edit began.
    const added = (now?.items ?? []).filter((i) => !baseItems.has(i.id) && !proposedItemIds.has(i.id));
    sections.push({ ...header, items: [...items, ...added] });
  }
  // Sections the admin added since the owner's edit began.
  for (const section of live?.sections ?? []) {
    if (baseSections.has(section.id) || proposedSectionIds.has(section.id)) continue;
    sections.push({ ...section, items: section.items.filter((i) => !proposedItemIds.has(i.id)) });
  }
  const currency = base && base.currency === proposed.currency && live ? live.currency : proposed.currency;
  // The reset at midnight is a setting like the currency: the owner's if changed, else the live one.
  const resets = base && base.sold_out_resets === proposed.sold_out_resets && live ? live.sold_out_resets : proposed.sold_out_resets;
  return { ...proposed, currency, sold_out_resets: resets, sections };
}

const itemsById = (menu: ListingMenu | null) => new Map((menu?.sections ?? []).flatMap((s) => s.items.map((i) => [i.id, i] as const)));
const sectionsById = (menu: ListingMenu | null) => new Map((menu?.sections ?? []).map((s) => [s.id, s] as const));

/** An item's own content: everything but the two instant switches (and the time of a sold-out mark). */
const contentOf = ({ sold_out: _s, sold_out_since: _t, hidden: _h, ...content }: MenuItem) => content;
const sameContent = (a: MenuItem | undefined, b: MenuItem) => a !== undefined && same(contentOf(a), contentOf(b));
/** A section's own fields, its items aside. */
const sameHeader = (a: MenuSection, b: MenuSection) => same({ ...a, items: [] }, { ...b, items: [] });

/** Deep equality of JSON values, whatever order their keys were written in. */
export function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
const canonical = (v: unknown): string =>
  JSON.stringify(v ?? null, (_k, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : value,
  );
