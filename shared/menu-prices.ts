import { MAX_PRICE, currencyDecimals, menuName, type ListingMenu, type MenuCurrency, type MenuItem } from "./menu";
import type { Lang } from "../locales/i18n";

/**
 * Prices that follow the dollar by the day. Two things here, both plain data (the browser uses
 * them too):
 * - "change all prices": every price up or down by a percentage, rounded to a step people pay in;
 * - telling a menu edit that touches only prices and the day's switches (sold out, hidden), which
 *   apply at once, from one that changes what the menu says, which waits for review.
 */

/** The steps a new price is rounded to, in the currency's main unit (pounds, dollars). */
export const REPRICE_STEPS = [1, 5, 10, 50, 100] as const;
export type RepriceStep = (typeof REPRICE_STEPS)[number];
/** How far one change may go: down to a tenth of a price, up to six times it. */
export const REPRICE_PERCENT = { min: -90, max: 500 } as const;

/**
 * A stored price moved by `percent` and rounded to the nearest `step` of the currency's main
 * unit; a price never falls to nothing by rounding (it stays at least one step).
 */
export function repricedAmount(price: number, percent: number, step: RepriceStep, currency: MenuCurrency): number {
  const unit = step * 10 ** currencyDecimals(currency);
  const moved = (price * (100 + percent)) / 100;
  const rounded = Math.round(moved / unit) * unit;
  return Math.min(MAX_PRICE, price > 0 ? Math.max(unit, rounded) : 0);
}

/** One price of a menu before and after a change: an item's own, or one of its sizes'. */
export interface PriceChange {
  item_id: string;
  variant_id: string | null;
  before: number;
  after: number;
}

/** The menu with every price moved by `percent` and rounded to `step`, and what changed. */
export function repriceMenu(menu: ListingMenu, percent: number, step: RepriceStep): { menu: ListingMenu; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const move = (price: number, item_id: string, variant_id: string | null) => {
    const after = repricedAmount(price, percent, step, menu.currency);
    changes.push({ item_id, variant_id, before: price, after });
    return after;
  };
  const reprice = (item: MenuItem): MenuItem => ({
    ...item,
    price: item.price === null ? null : move(item.price, item.id, null),
    variants: item.variants.map((v) => ({ ...v, price: move(v.price, item.id, v.id) })),
  });
  return { menu: { ...menu, sections: menu.sections.map((s) => ({ ...s, items: s.items.map(reprice) })) }, changes };
}

/** A price change named for the owner's preview: "قهوة عربية · فنجان". */
export function priceChangeName(menu: ListingMenu, change: PriceChange, lang: Lang): string {
  for (const s of menu.sections) {
    const item = s.items.find((i) => i.id === change.item_id);
    if (!item) continue;
    const variant = change.variant_id ? item.variants.find((v) => v.id === change.variant_id) : undefined;
    return variant ? `${menuName(item, lang)} · ${menuName(variant, lang)}` : menuName(item, lang);
  }
  return change.item_id;
}

/**
 * What a menu says, without its prices and the day's switches: the same for two versions when
 * they differ only in those. Written key by key in a fixed order, so two copies read from
 * different places (the database, a request) compare equal when they mean the same.
 */
function wordsOf(menu: ListingMenu) {
  return JSON.stringify([
    menu.currency,
    menu.sold_out_resets,
    menu.sections.map((s) => [
      s.id,
      s.name_ar,
      s.name_en,
      s.items.map((i) => [i.id, i.name_ar, i.name_en, i.description_ar, i.description_en, i.image_url, [...i.tags], i.variants.map((v) => [v.id, v.name_ar, v.name_en])]),
    ]),
  ]);
}

/**
 * Whether `proposed` differs from `live` only in prices (an item's or a size's, a price given or
 * taken away included), sold-out marks and hidden switches: such a save applies at once, like the switches.
 */
export const onlyPricesAndSwitches = (live: ListingMenu, proposed: ListingMenu) => wordsOf(live) === wordsOf(proposed);

/**
 * `target` with the prices and switches `source` has for the same items and sizes (matched by
 * id): how a change applied at once also reaches an edit waiting for review, so approving that
 * edit later does not bring the old prices back.
 */
export function withPricesOf(target: ListingMenu, source: ListingMenu): ListingMenu {
  const items = new Map(source.sections.flatMap((s) => s.items.map((i) => [i.id, i] as const)));
  return {
    ...target,
    sections: target.sections.map((s) => ({
      ...s,
      items: s.items.map((item) => {
        const from = items.get(item.id);
        if (!from) return item;
        const sizes = new Map(from.variants.map((v) => [v.id, v.price] as const));
        return {
          ...item,
          price: from.price,
          sold_out: from.sold_out,
          sold_out_since: from.sold_out_since,
          hidden: from.hidden,
          variants: item.variants.map((v) => ({ ...v, price: sizes.get(v.id) ?? v.price })),
        };
      }),
    })),
  };
}
