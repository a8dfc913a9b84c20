import {
  MAX_MENU_ITEMS,
  currencyDecimals,
  newMenuId,
  parsePriceInput,
  priceInputOf,
  type ListingMenu,
  type MenuCurrency,
  type MenuItem,
  type MenuSection,
} from "../../shared/menu";

/**
 * The owner's menu editor as plain data: the menu with each price as it was typed (so "12,5" the
 * owner is still typing is never rewritten under their fingers), and the changes the editor's
 * buttons make. Nothing here draws or sends anything.
 */

export type DraftItem = Omit<MenuItem, "price"> & { price: string };
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
    ? { currency: menu.currency, sold_out_resets: menu.sold_out_resets, sections: menu.sections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, price: priceInputOf(i.price, menu.currency) })) })) }
    : emptyDraft();

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

/** The changes the editor's buttons make, each returning a new draft. */
export const edits = {
  currency: (d: MenuDraft, currency: MenuCurrency): MenuDraft => ({ ...d, currency }),
  addSection: (d: MenuDraft, section = newSection()): MenuDraft => ({ ...d, sections: [...d.sections, section] }),
  section: (d: MenuDraft, id: string, patch: Partial<Omit<DraftSection, "id" | "items">>) => mapSection(d, id, (s) => ({ ...s, ...patch })),
  moveSection: (d: MenuDraft, id: string, step: -1 | 1): MenuDraft => ({ ...d, sections: moved(d.sections, d.sections.findIndex((s) => s.id === id), step) }),
  removeSection: (d: MenuDraft, id: string): MenuDraft => ({ ...d, sections: d.sections.filter((s) => s.id !== id) }),
  addItem: (d: MenuDraft, sectionId: string, item = newItem()): MenuDraft =>
    itemCount(d) >= MAX_MENU_ITEMS ? d : mapSection(d, sectionId, (s) => ({ ...s, items: [...s.items, item] })),
  item: (d: MenuDraft, itemId: string, patch: Partial<Omit<DraftItem, "id">>): MenuDraft => ({
    ...d,
    sections: d.sections.map((s) => (s.items.some((i) => i.id === itemId) ? { ...s, items: s.items.map((i) => (i.id === itemId ? { ...i, ...patch } : i)) } : s)),
  }),
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
        const copy = { ...original, id: newMenuId(), name_ar: copyName(original.name_ar), name_en: original.name_en ? copyName(original.name_en) : "" };
        return { ...s, items: [...s.items.slice(0, at + 1), copy, ...s.items.slice(at + 1)] };
      }),
    };
  },
  removeItem: (d: MenuDraft, itemId: string): MenuDraft => ({ ...d, sections: d.sections.map((s) => ({ ...s, items: s.items.filter((i) => i.id !== itemId) })) }),
};

/** What is wrong with a draft before it is sent: message keys by field id (`{id}.{field}`). */
export function checkDraft(d: MenuDraft): Record<string, "nameRequired" | "priceInvalid" | "priceInvalidCents"> {
  const out: Record<string, "nameRequired" | "priceInvalid" | "priceInvalidCents"> = {};
  for (const s of d.sections) {
    if (!s.name_ar.trim()) out[`${s.id}.name_ar`] = "nameRequired";
    for (const i of s.items) {
      if (!i.name_ar.trim()) out[`${i.id}.name_ar`] = "nameRequired";
      if (parsePriceInput(i.price, d.currency) === undefined) out[`${i.id}.price`] = currencyDecimals(d.currency) ? "priceInvalidCents" : "priceInvalid";
    }
  }
  return out;
}

/** The menu to send (call after checkDraft found nothing): prices as stored numbers, texts trimmed. */
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
      price: parsePriceInput(i.price, d.currency) ?? null,
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
    const m = /^(?:menu\.)?sections\.(\d+)(?:\.items\.(\d+))?\.(\w+)/.exec(path);
    const section = m ? sent.sections[Number(m[1])] : undefined;
    const item = m?.[2] !== undefined ? section?.items[Number(m[2])] : undefined;
    const owner = item ?? section;
    out[owner ? `${owner.id}.${m![3]}` : path] ??= message;
  }
  return out;
}

/** Where the editor keeps unsaved work for a listing, so a reload or a failed save loses nothing. */
export const draftKey = (listingId: number, admin = false) => `qr-menu-draft:${admin ? "admin:" : ""}${listingId}`;

export function readStoredDraft(storage: Pick<Storage, "getItem">, key: string): MenuDraft | null {
  try {
    const raw = storage.getItem(key);
    const d = raw ? (JSON.parse(raw) as MenuDraft) : null;
    return d && Array.isArray(d.sections) && typeof d.currency === "string" ? d : null;
  } catch {
    return null;
  }
}

/** Whether two drafts hold the same menu (the order of keys aside). */
export const sameDraft = (a: MenuDraft, b: MenuDraft) => JSON.stringify(menuOfDraftLoose(a)) === JSON.stringify(menuOfDraftLoose(b));
const menuOfDraftLoose = (d: MenuDraft) => ({
  c: d.currency,
  s: d.sections.map((s) => [s.id, s.name_ar, s.name_en, s.items.map((i) => [i.id, i.name_ar, i.name_en, i.description_ar, i.description_en, i.price, i.image_url, i.sold_out, i.hidden])]),
});
