import {
  MAX_MENU_ITEMS,
  MAX_MENU_VARIANTS,
  menuTags,
  newMenuId,
  parsePriceInput,
  priceInputOf,
  type ListingMenu,
  type MenuCurrency,
  type MenuItem,
  type MenuSection,
  type MenuTag,
  type MenuVariant,
} from "../../shared/menu";

/**
 * The owner's menu editor as plain data: the menu with each price as it was typed (so "12,5" the
 * owner is still typing is never rewritten under their fingers), and the changes the editor's
 * buttons make. Nothing here draws or sends anything.
 */

/** A size or kind of an item, its price as typed. */
export type DraftVariant = Omit<MenuVariant, "price"> & { price: string };
export type DraftItem = Omit<MenuItem, "price" | "variants"> & { price: string; variants: DraftVariant[] };
export type DraftSection = Omit<MenuSection, "items"> & { items: DraftItem[] };
export interface MenuDraft {
  currency: MenuCurrency;
  sections: DraftSection[];
  sold_out_resets: boolean;
}

export const emptyDraft = (): MenuDraft => ({ currency: "SYP", sections: [], sold_out_resets: false });

/** A stored menu as the editor holds it. */
export const draftOf = (menu: ListingMenu | null | undefined): MenuDraft =>
  menu
    ? {
        currency: menu.currency,
        sold_out_resets: menu.sold_out_resets,
        sections: menu.sections.map((s) => ({
          ...s,
          items: s.items.map((i) => ({
            ...i,
            price: priceInputOf(i.price, menu.currency),
            variants: i.variants.map((v) => ({ ...v, price: priceInputOf(v.price, menu.currency) })),
          })),
        })),
      }
    : emptyDraft();

/**
 * A draft kept on the phone by an earlier version of the editor, with what later versions added
 * at their defaults (no variants, no tags, no reset at midnight), so it opens instead of failing.
 */
export const completeDraft = (d: MenuDraft): MenuDraft => ({
  ...d,
  sold_out_resets: d.sold_out_resets ?? false,
  sections: d.sections.map((s) => ({
    ...s,
    items: (s.items ?? []).map((i) => ({ ...i, sold_out_since: i.sold_out_since ?? null, variants: i.variants ?? [], tags: i.tags ?? [] })),
  })),
});

export const itemCount = (d: MenuDraft) => d.sections.reduce((n, s) => n + s.items.length, 0);

export const newSection = (): DraftSection => ({ id: newMenuId(), name_ar: "", name_en: "", items: [] });
export const newItem = (): DraftItem => ({
  id: newMenuId(),
  name_ar: "",
  name_en: "",
  description_ar: "",
  description_en: "",
  price: "",
  image_url: null,
  sold_out: false,
  sold_out_since: null,
  hidden: false,
  variants: [],
  tags: [],
});

export const newVariant = (): DraftVariant => ({ id: newMenuId(), name_ar: "", name_en: "", price: "" });

/** Moves entry `from` one step earlier (-1) or later (+1); out of range changes nothing. */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

const mapSection = (d: MenuDraft, sectionId: string, change: (s: DraftSection) => DraftSection): MenuDraft => ({
  ...d,
  sections: d.sections.map((s) => (s.id === sectionId ? change(s) : s)),
});
const mapItem = (d: MenuDraft, itemId: string, change: (i: DraftItem) => DraftItem): MenuDraft => ({
  ...d,
  sections: d.sections.map((s) => (s.items.some((i) => i.id === itemId) ? { ...s, items: s.items.map((i) => (i.id === itemId ? change(i) : i)) } : s)),
});

/** The changes the editor's buttons make, each returning a new draft. */
export const edits = {
  currency: (d: MenuDraft, currency: MenuCurrency): MenuDraft => ({ ...d, currency }),
  addSection: (d: MenuDraft, section = newSection()): MenuDraft => ({ ...d, sections: [...d.sections, section] }),
  section: (d: MenuDraft, id: string, patch: Partial<Omit<DraftSection, "id" | "items">>) => mapSection(d, id, (s) => ({ ...s, ...patch })),
  moveSection: (d: MenuDraft, id: string, step: -1 | 1): MenuDraft => ({ ...d, sections: moved(d.sections, d.sections.findIndex((s) => s.id === id), step) }),
  removeSection: (d: MenuDraft, id: string): MenuDraft => ({ ...d, sections: d.sections.filter((s) => s.id !== id) }),
  addItem: (d: MenuDraft, sectionId: string, item = newItem()): MenuDraft =>
    itemCount(d) >= MAX_MENU_ITEMS ? d : mapSection(d, sectionId, (s) => ({ ...s, items: [...s.items, item] })),
  item: (d: MenuDraft, itemId: string, patch: Partial<Omit<DraftItem, "id">>): MenuDraft => mapItem(d, itemId, (i) => ({ ...i, ...patch })),
  /**
   * Marks an item sold out or available. A new mark has no time yet (`since` null): the server
   * stamps it when it is saved. A switch the server already saved passes the time it answered.
   */
  soldOut: (d: MenuDraft, itemId: string, on: boolean, since: string | null = null): MenuDraft =>
    mapItem(d, itemId, (i) => ({ ...i, sold_out: on, sold_out_since: on ? since : null })),
  /** "Sold out" clears itself at the listing's midnight, or stays until the owner clears it. */
  soldOutResets: (d: MenuDraft, on: boolean): MenuDraft => ({ ...d, sold_out_resets: on }),
  /**
   * A new size of the item, at most MAX_MENU_VARIANTS. The first one starts at the item's own
   * price: once an item has sizes they carry the prices, and what the owner typed is not lost.
   */
  addVariant: (d: MenuDraft, itemId: string, variant = newVariant()): MenuDraft =>
    mapItem(d, itemId, (i) =>
      i.variants.length >= MAX_MENU_VARIANTS ? i : { ...i, variants: [...i.variants, i.variants.length ? variant : { ...variant, price: variant.price || i.price }] },
    ),
  variant: (d: MenuDraft, itemId: string, variantId: string, patch: Partial<Omit<DraftVariant, "id">>): MenuDraft =>
    mapItem(d, itemId, (i) => ({ ...i, variants: i.variants.map((v) => (v.id === variantId ? { ...v, ...patch } : v)) })),
  removeVariant: (d: MenuDraft, itemId: string, variantId: string): MenuDraft => mapItem(d, itemId, (i) => ({ ...i, variants: i.variants.filter((v) => v.id !== variantId) })),
  /** Puts a label on the item or takes it off; labels keep the fixed list's order. */
  toggleTag: (d: MenuDraft, itemId: string, tag: MenuTag): MenuDraft =>
    mapItem(d, itemId, (i) => ({ ...i, tags: i.tags.includes(tag) ? i.tags.filter((x) => x !== tag) : menuTags.filter((x) => x === tag || i.tags.includes(x)) })),
  /**
   * Moves an item one step within its section; past the section's first or last item it goes to
   * the end of the previous section or the start of the next one, so buttons alone can carry an
   * item anywhere.
   */
  moveItem(d: MenuDraft, itemId: string, step: -1 | 1): MenuDraft {
    const si = d.sections.findIndex((s) => s.items.some((i) => i.id === itemId));
    if (si < 0) return d;
    const items = d.sections[si].items;
    const ii = items.findIndex((i) => i.id === itemId);
    const to = ii + step;
    if (to >= 0 && to < items.length) return mapSection(d, d.sections[si].id, (s) => ({ ...s, items: moved(s.items, ii, step) }));
    const target = d.sections[si + step];
    if (!target) return d;
    const item = items[ii];
    return {
      ...d,
      sections: d.sections.map((s, k) =>
        k === si ? { ...s, items: s.items.filter((i) => i.id !== itemId) } : k === si + step ? { ...s, items: step < 0 ? [...s.items, item] : [item, ...s.items] } : s,
      ),
    };
  },
  /**
   * Puts an item at `index` of a section (its own or another), as a drag drops it: the other
   * items keep their order. An unknown item or section changes nothing.
   */
  placeItem(d: MenuDraft, itemId: string, sectionId: string, index: number): MenuDraft {
    const item = d.sections.flatMap((s) => s.items).find((i) => i.id === itemId);
    if (!item || !d.sections.some((s) => s.id === sectionId)) return d;
    return {
      ...d,
      sections: d.sections.map((s) => {
        const rest = s.items.filter((i) => i.id !== itemId);
        if (s.id !== sectionId) return rest.length === s.items.length ? s : { ...s, items: rest };
        const at = Math.max(0, Math.min(index, rest.length));
        return { ...s, items: [...rest.slice(0, at), item, ...rest.slice(at)] };
      }),
    };
  },
  /** Puts a section at `index` among the sections, as a drag drops it. */
  placeSection(d: MenuDraft, sectionId: string, index: number): MenuDraft {
    const section = d.sections.find((s) => s.id === sectionId);
    if (!section) return d;
    const rest = d.sections.filter((s) => s.id !== sectionId);
    const at = Math.max(0, Math.min(index, rest.length));
    return { ...d, sections: [...rest.slice(0, at), section, ...rest.slice(at)] };
  },
  /** A copy of the item just after it, with a new id, named "… (copy)" by `copyName`. */
  duplicateItem(d: MenuDraft, itemId: string, copyName: (name: string) => string): MenuDraft {
    if (itemCount(d) >= MAX_MENU_ITEMS) return d;
    return {
      ...d,
      sections: d.sections.map((s) => {
        const at = s.items.findIndex((i) => i.id === itemId);
        if (at < 0) return s;
        const original = s.items[at];
        // The copy's sizes get ids of their own too, so every id in the draft names one thing.
        const copy = {
          ...original,
          id: newMenuId(),
          name_ar: copyName(original.name_ar),
          name_en: original.name_en ? copyName(original.name_en) : "",
          variants: original.variants.map((v) => ({ ...v, id: newMenuId() })),
        };
        return { ...s, items: [...s.items.slice(0, at + 1), copy, ...s.items.slice(at + 1)] };
      }),
    };
  },
  removeItem: (d: MenuDraft, itemId: string): MenuDraft => ({ ...d, sections: d.sections.map((s) => ({ ...s, items: s.items.filter((i) => i.id !== itemId) })) }),
};

/** The message keys (under `menu.editor`) of what checkDraft finds. */
export type DraftProblem = "nameRequired" | "priceInvalid" | "variantPriceRequired" | "tooManyVariants";

/**
 * The field key of one size's field: `{itemId}.variants.{variantId}.{field}`, by ids (not
 * positions), so a message stays by its field when another size is removed.
 */
export const variantKey = (itemId: string, variantId: string, field: "name_ar" | "name_en" | "price") => `${itemId}.variants.${variantId}.${field}`;

/**
 * What is wrong with a draft before it is sent: message keys by field key (`{id}.{field}`, a
 * size's as `variantKey` makes it), in the order the fields are on screen.
 */
export function checkDraft(d: MenuDraft): Record<string, DraftProblem> {
  const out: Record<string, DraftProblem> = {};
  const badPrice = "priceInvalid";
  for (const s of d.sections) {
    if (!s.name_ar.trim()) out[`${s.id}.name_ar`] = "nameRequired";
    for (const i of s.items) {
      if (!i.name_ar.trim()) out[`${i.id}.name_ar`] = "nameRequired";
      // With sizes, the item's own price is neither shown nor sent.
      if (!i.variants.length && parsePriceInput(i.price, d.currency) === undefined) out[`${i.id}.price`] = badPrice;
      if (i.variants.length > MAX_MENU_VARIANTS) out[`${i.id}.variants`] = "tooManyVariants";
      for (const v of i.variants) {
        if (!v.name_ar.trim()) out[variantKey(i.id, v.id, "name_ar")] = "nameRequired";
        // A size is there for its price: it needs one.
        const price = parsePriceInput(v.price, d.currency);
        if (price === undefined) out[variantKey(i.id, v.id, "price")] = badPrice;
        else if (price === null) out[variantKey(i.id, v.id, "price")] = "variantPriceRequired";
      }
    }
  }
  return out;
}

/**
 * The menu to send (call after checkDraft found nothing): prices as stored numbers, texts
 * trimmed. An item with sizes sends no price of its own; the sizes carry them. Everything else of
 * an item goes back as it was read, its `sold_out_since` too, so an old mark keeps its day.
 */
export const menuOfDraft = (d: MenuDraft): ListingMenu => ({
  currency: d.currency,
  sold_out_resets: d.sold_out_resets,
  sections: d.sections.map((s) => ({
    ...s,
    name_ar: s.name_ar.trim(),
    name_en: s.name_en.trim(),
    items: s.items.map((i) => ({
      ...i,
      name_ar: i.name_ar.trim(),
      name_en: i.name_en.trim(),
      description_ar: i.description_ar.trim(),
      description_en: i.description_en.trim(),
      price: i.variants.length ? null : (parsePriceInput(i.price, d.currency) ?? null),
      variants: i.variants.map((v) => ({ id: v.id, name_ar: v.name_ar.trim(), name_en: v.name_en.trim(), price: parsePriceInput(v.price, d.currency) ?? 0 })),
    })),
  })),
});

/**
 * The server's errors (keyed by index paths, `sections.0.items.2.price`) keyed as the editor's
 * fields (`{itemId}.price`), by the draft that was sent.
 */
export function draftErrorsOf(apiErrors: Record<string, string>, sent: MenuDraft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(apiErrors)) {
    const m = /^(?:menu\.)?sections\.(\d+)(?:\.items\.(\d+))?\.(\w+)(?:\.(\d+)(?:\.(\w+))?)?/.exec(path);
    const section = m ? sent.sections[Number(m[1])] : undefined;
    const item = m?.[2] !== undefined ? section?.items[Number(m[2])] : undefined;
    const owner = item ?? section;
    // A size's field by the size's id (`sections.0.items.1.variants.2.price`); a label's by the item's tags.
    const variant = item && m![3] === "variants" && m![4] !== undefined ? item.variants[Number(m![4])] : undefined;
    const key = !owner ? path : variant && m![5] ? variantKey(item!.id, variant.id, m![5] as "price") : `${owner.id}.${m![3]}`;
    out[key] ??= message;
  }
  return out;
}

/** Where the editor keeps unsaved work for a listing, so a reload or a failed save loses nothing. */
export const draftKey = (listingId: number, admin = false) => `qr-menu-draft:${admin ? "admin:" : ""}${listingId}`;

export function readStoredDraft(storage: Pick<Storage, "getItem">, key: string): MenuDraft | null {
  try {
    const raw = storage.getItem(key);
    const d = raw ? (JSON.parse(raw) as MenuDraft) : null;
    return d && Array.isArray(d.sections) && typeof d.currency === "string" ? completeDraft(d) : null;
  } catch {
    return null;
  }
}

/**
 * Whether two drafts hold the same menu (the order of keys aside). The time of a sold-out mark is
 * the server's, not an edit: it is left out.
 */
export const sameDraft = (a: MenuDraft, b: MenuDraft) => JSON.stringify(menuOfDraftLoose(a)) === JSON.stringify(menuOfDraftLoose(b));
const menuOfDraftLoose = (d: MenuDraft) => ({
  c: d.currency,
  r: d.sold_out_resets,
  s: d.sections.map((s) => [
    s.id,
    s.name_ar,
    s.name_en,
    s.items.map((i) => [i.id, i.name_ar, i.name_en, i.description_ar, i.description_en, i.price, i.image_url, i.sold_out, i.hidden, i.tags, i.variants.map((v) => [v.id, v.name_ar, v.name_en, v.price])]),
  ]),
});
