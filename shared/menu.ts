import type { MenuDocument, MenuItemDocument, MenuSectionDocument, MenuVariantDocument } from "../db/schema/qr";
import { menuCurrencies, menuTags } from "../db/schema/enums";
import { formatNumber } from "../locales/format";
import type { Lang } from "../locales/i18n";
import { normalizeDigits } from "./digits";
import { addDays, instantOf, isoDate, localTimeOf } from "./opening-hours";

/**
 * A listing's menu (price list), as pages, islands and the server read it; no zod here, so the
 * browser may import it. The rules a menu must follow are in shared/contract/qr-menu.ts.
 */

export type MenuCurrency = (typeof menuCurrencies)[number];
export type MenuItem = MenuItemDocument;
export type MenuSection = MenuSectionDocument;
export type MenuVariant = MenuVariantDocument;
export type ListingMenu = MenuDocument;

/** An item with a name and a price and every other field at its blank default (the demo menu, tests). */
export const blankMenuItem = (id: string, name_ar: string, price: number | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name_ar,
  name_en: "",
  description_ar: "",
  description_en: "",
  price,
  image_url: null,
  sold_out: false,
  sold_out_since: null,
  hidden: false,
  variants: [],
  tags: [],
  ...extra,
});
export type MenuTag = (typeof menuTags)[number];
export { menuCurrencies, menuTags };

/** At most this many items in one menu (all sections together), and this many sections. */
export const MAX_MENU_ITEMS = 300;
export const MAX_MENU_SECTIONS = 40;
/** At most this many sizes or kinds (variants) of one item. */
export const MAX_MENU_VARIANTS = 6;
/** The highest price, in the currency's smallest unit (ten million new Syrian pounds less a piastre). */
export const MAX_PRICE = 999_999_999;
export const MENU_NAME_MAX = 120;
export const MENU_DESCRIPTION_MAX = 300;

/**
 * How many decimals a currency's prices have as people write them, which is also what a stored
 * price counts in: cents for dollars and euros, and piastres for Syrian pounds. Since 1 January
 * 2026 the new pound (100 old pounds) has a hundred piastres, so a piastre is numerically one
 * old pound: a menu stored in old pounds before the change keeps its numbers and reads in new
 * pounds (6,000 stored is 60 new pounds, which was 6,000 old ones).
 */
export const currencyDecimals = (_currency: MenuCurrency) => 2;

/** A stored amount in the currency's main unit (new pounds, dollars). */
export const amountOf = (price: number, currency: MenuCurrency) => price / 10 ** currencyDecimals(currency);

/**
 * A stored price as the page's language writes it, whole amounts without decimals:
 * "‏٦٠ ل.س.‏" and "‏١٢٫٥٠ ل.س.‏" in Arabic, "SYP 60" and "SYP 12.50" in English.
 */
export const formatPrice = (price: number, currency: MenuCurrency, lang: Lang) => {
  const decimals = price % 10 ** currencyDecimals(currency) === 0 ? 0 : currencyDecimals(currency);
  return formatNumber(amountOf(price, currency), lang, { style: "currency", currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
};

/**
 * A Syrian price in old pounds, as people who still count in them read it ("‏٦٬٠٠٠ ل.س.‏"): the
 * stored piastres are old pounds, whole.
 */
export const formatOldPounds = (price: number, lang: Lang) => formatNumber(price, lang, { style: "currency", currency: "SYP", minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** A stored price as an input shows it for editing: Latin digits, no grouping, decimals only when there are some ("60", "12.50"). */
export const priceInputOf = (price: number | null, currency: MenuCurrency) => {
  if (price === null) return "";
  const unit = 10 ** currencyDecimals(currency);
  return price % unit === 0 ? String(price / unit) : (price / unit).toFixed(currencyDecimals(currency));
};

/**
 * What a person typed into a price field, as a stored price: either digit system, Arabic or Latin
 * separators ("١٢٬٥٠٠", "12,500", "2.5", "٢٫٥"). Blank is no price (null); anything that is not
 * a price in this currency (letters, a minus, too many decimals, too big) is undefined.
 */
export function parsePriceInput(typed: string, currency: MenuCurrency): number | null | undefined {
  const decimals = currencyDecimals(currency);
  // Western digits and separators (shared/digits.ts: an Arabic comma between digits is a comma),
  // then no spaces or apostrophes, which some people group thousands with.
  let latin = normalizeDigits(typed).replace(/[\s']/g, "");
  // "2,50" with cents is a decimal comma; any other comma groups thousands ("12,500").
  if (decimals && !latin.includes(".")) latin = latin.replace(/,(\d{1,2})$/, ".$1");
  latin = latin.replace(/,/g, "");
  if (latin === "") return null;
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(latin);
  if (!m || (m[2] && m[2].length > decimals)) return undefined;
  const value = Number(m[1]) * 10 ** decimals + Number((m[2] ?? "").padEnd(decimals, "0") || 0);
  return value <= MAX_PRICE ? value : undefined;
}

/** An item's or a section's name in the reader's language, else the other one. */
export const menuName = (entry: { name_ar: string; name_en: string }, lang: Lang) => (lang === "en" ? entry.name_en || entry.name_ar : entry.name_ar || entry.name_en);

/** An item's description in the reader's language, else the other one. */
export const menuDescription = (item: MenuItem, lang: Lang) => (lang === "en" ? item.description_en || item.description_ar : item.description_ar || item.description_en);

/** Every item of a menu with its section, in order. */
export const menuItemsOf = (menu: ListingMenu | null | undefined) => (menu?.sections ?? []).flatMap((section) => section.items.map((item) => ({ section, item })));

/** The photos a menu shows (its items' images, hidden ones included: they come back). */
export const menuImageUrls = (menu: ListingMenu | null | undefined) => menuItemsOf(menu).flatMap(({ item }) => (item.image_url ? [item.image_url] : []));

/** The menu as visitors see it: hidden items and the sections left empty without them are gone. */
export const visibleMenu = (menu: ListingMenu | null | undefined): ListingMenu | null => {
  if (!menu) return null;
  const sections = menu.sections.map((s) => ({ ...s, items: s.items.filter((i) => !i.hidden) })).filter((s) => s.items.length);
  return sections.length ? { ...menu, sections } : null;
};

/** A new short id for a section or an item: eight letters and digits. */
export const newMenuId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36]).join("");
};

/**
 * The menu with a time on every "sold out" mark: a mark without one (just set by the owner) gets
 * `at`; an item that is available again loses its time. Marks that kept their time keep their day.
 */
export const stampSoldOut = (menu: ListingMenu, at: string): ListingMenu => ({
  ...menu,
  sections: menu.sections.map((s) => ({
    ...s,
    items: s.items.map((i) => (i.sold_out ? { ...i, sold_out_since: i.sold_out_since ?? at } : { ...i, sold_out_since: null })),
  })),
});

/**
 * The menu as it stands at `now`. A menu that clears its "sold out" marks at midnight (the
 * listing's own, in `timeZone`) shows a mark made on an earlier day as available; others are as
 * stored. A mark with no time (stored before marks had one) is taken as made today.
 */
export function soldOutNow(menu: ListingMenu, now: number, timeZone: string): ListingMenu {
  if (!menu.sold_out_resets) return menu;
  const today = isoDate(localTimeOf(now, timeZone));
  const stale = (i: MenuItem) => i.sold_out && i.sold_out_since !== null && isoDate(localTimeOf(Date.parse(i.sold_out_since), timeZone)) < today;
  if (!menuItemsOf(menu).some(({ item }) => stale(item))) return menu;
  return {
    ...menu,
    sections: menu.sections.map((s) => ({ ...s, items: s.items.map((i) => (stale(i) ? { ...i, sold_out: false, sold_out_since: null } : i)) })),
  };
}

/**
 * When the page of a menu that clears itself at midnight changes next by itself: the listing's
 * next midnight while any item is marked sold out, else never (null).
 */
export function nextSoldOutReset(menu: ListingMenu | null | undefined, now: number, timeZone: string): number | null {
  if (!menu?.sold_out_resets || !menuItemsOf(menu).some(({ item }) => item.sold_out)) return null;
  return instantOf(addDays(localTimeOf(now, timeZone), 1), 0, timeZone);
}
