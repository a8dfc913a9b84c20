import { ORDER_NOTE_MAX, ORDER_QTY_MAX } from "../../shared/order-message";

/**
 * A visitor's order on a listing's page, kept on the phone (localStorage, one key per listing)
 * so that it survives a closed tab, a reload or a lost connection. It holds ids and counts only:
 * names and prices are read from the page each time (the "add" buttons carry them), so a price
 * the owner changed shows as it is now, and a thing the page no longer offers drops out.
 */

/** Something the page offers to add: an item without sizes, or one size of an item. */
export interface Offer {
  item: string;
  size: string | null;
  /** The item's name and the size's, in the page's language. */
  name: string;
  sizeName: string | null;
  /** Unit price in the currency's smallest unit; null when the menu shows none. */
  price: number | null;
}

export interface CartLine {
  item: string;
  size: string | null;
  qty: number;
  /** The name when it was added: what the note says should it drop out. */
  name: string;
}

export interface Cart {
  lines: CartLine[];
  note: string;
  /** The table of the printed code the visitor came by (kept for a page opened without it, e.g. in the other language). */
  table: number | null;
  /** When it last changed (ms). */
  at: number;
}

/** An order is for this visit: one left alone this long is forgotten. */
export const CART_TTL_MS = 12 * 60 * 60 * 1000;

export { cartKey } from "./order-key";
export const lineKey = (l: { item: string; size: string | null }) => `${l.item}/${l.size ?? ""}`;
export const emptyCart = (now: number): Cart => ({ lines: [], note: "", table: null, at: now });

/** The table of a printed table code: `t`, a whole number from 1 to 999; anything else is none. */
export function tableFrom(search: string): number | null {
  const t = new URLSearchParams(search).get("t");
  return t && /^[1-9]\d{0,2}$/.test(t) ? Number(t) : null;
}

const isId = (v: unknown): v is string => typeof v === "string" && /^[a-z0-9]{1,16}$/.test(v);

/**
 * The stored cart, read with suspicion (another version of the page, or a person, may have
 * written anything there): what does not look like a line is left out, counts are kept within
 * 1..99, and a cart older than CART_TTL_MS, or unreadable, is an empty one.
 */
export function parseCart(raw: string | null, now: number): Cart {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    data = null;
  }
  if (!data || typeof data !== "object") return emptyCart(now);
  const d = data as Partial<Record<keyof Cart, unknown>>;
  const at = typeof d.at === "number" ? d.at : 0;
  if (now - at > CART_TTL_MS || at > now + 60_000) return emptyCart(now);
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const l of Array.isArray(d.lines) ? d.lines : []) {
    if (!l || typeof l !== "object") continue;
    const { item, size, qty, name } = l as Record<string, unknown>;
    if (!isId(item) || !(size === null || isId(size)) || typeof qty !== "number" || !Number.isInteger(qty) || qty < 1) continue;
    const line = { item, size, qty: Math.min(qty, ORDER_QTY_MAX), name: typeof name === "string" ? name.slice(0, 200) : "" };
    if (seen.has(lineKey(line))) continue;
    seen.add(lineKey(line));
    lines.push(line);
  }
  const table = typeof d.table === "number" && Number.isInteger(d.table) && d.table >= 1 && d.table <= 999 ? d.table : null;
  return { lines, note: typeof d.note === "string" ? d.note.slice(0, ORDER_NOTE_MAX) : "", table, at };
}

/** The cart with only what the page still offers, and the names of what dropped out. */
export function reconcile(cart: Cart, offers: ReadonlyMap<string, Offer>): { cart: Cart; dropped: string[] } {
  const kept = cart.lines.filter((l) => offers.has(lineKey(l)));
  if (kept.length === cart.lines.length) return { cart, dropped: [] };
  const dropped = cart.lines.filter((l) => !offers.has(lineKey(l))).map((l) => l.name);
  return { cart: { ...cart, lines: kept }, dropped };
}

/** The cart with `step` more (or fewer) of one thing; at zero the line goes, at 99 it stays. */
export function changeQty(cart: Cart, offer: Pick<Offer, "item" | "size" | "name">, step: number, now: number): Cart {
  const key = lineKey(offer);
  const found = cart.lines.find((l) => lineKey(l) === key);
  const qty = Math.min((found?.qty ?? 0) + step, ORDER_QTY_MAX);
  const lines =
    qty <= 0
      ? cart.lines.filter((l) => lineKey(l) !== key)
      : found
        ? cart.lines.map((l) => (lineKey(l) === key ? { ...l, qty } : l))
        : [...cart.lines, { item: offer.item, size: offer.size, qty, name: offer.name }];
  return { ...cart, lines, at: now };
}

/** How many things the cart holds, all lines together. */
export const cartCount = (cart: Cart) => cart.lines.reduce((n, l) => n + l.qty, 0);
