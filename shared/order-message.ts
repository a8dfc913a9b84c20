import { formatNumber } from "../locales/format";
import type { Lang } from "../locales/i18n";
import { formatPrice, type MenuCurrency } from "./menu";

/**
 * The WhatsApp message a visitor sends to order from a listing's menu, written in the page's
 * language. Nothing about an order is stored on the server: the page builds this text and opens
 * WhatsApp with it, and the visitor sends it themselves.
 *
 * WhatsApp lays out each line of a message by its own first letter, and owners' names mix Arabic
 * with Latin words and digits ("قهوة Latte 2"). So every name, number and price goes into its own
 * isolate (U+2068 … U+2069, "first strong"), and each line starts with the page's direction mark:
 * an Arabic line stays right to left even when it opens with a number or an English name, and
 * an English one left to right.
 */

/** The longest note a visitor may add (it is the part of the message people can make long). */
export const ORDER_NOTE_MAX = 300;
/** The most of one thing (item, or size of an item) an order takes. */
export const ORDER_QTY_MAX = 99;
/**
 * The longest `https://wa.me/…?text=…` address the page opens. wa.me answers with a redirect that
 * carries the text again, and common servers refuse request lines beyond 8 KB; each Arabic letter
 * takes six characters once encoded (an isolate mark nine). 6,000 keeps a margin and takes an
 * Arabic order of ten different things with a full note, or fifteen with a short one (see the
 * tests); the page says when an order is longer.
 */
export const ORDER_URL_MAX = 6000;

/** One thing ordered: how many, its name and size in the page's language, its unit price (null: none shown). */
export interface OrderLine {
  qty: number;
  name: string;
  size?: string | null;
  price: number | null;
}

/**
 * The message's words (locale keys under `menu.order.message`, and `menu.order.table`), with
 * `{{…}}` placeholders. A line of the order is no words, the same in both languages:
 * "٢ × قهوة تركية (كبير) — ١٢٠ ل.س.".
 */
export interface OrderWords {
  /** "طلب جديد: {{name}}" */
  heading: string;
  /** "طاولة {{n}}" */
  table: string;
  /** "المجموع: {{amount}}" */
  total: string;
  /** The total when some items have no price. */
  totalPartial: string;
  /** "ملاحظة: {{note}}" */
  note: string;
}

export interface Order {
  lang: Lang;
  /** The listing's name in the page's language (`listingName`). */
  listing: string;
  /** The table the visitor sits at (the printed code's `t`), if any. */
  table: number | null;
  lines: OrderLine[];
  currency: MenuCurrency;
  note?: string;
}

const FSI = "\u2068";
const PDI = "\u2069";
const MARK = { ar: "\u200f", en: "\u200e" } as const;
// Direction controls inside a name or a note would end an isolate early, or open one that never ends.
const CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A run laid out by its own first letter, whatever is around it. */
const isolate = (text: string) => FSI + text.replace(CONTROLS, "") + PDI;
const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? "");

/** A note as it goes into the message: on one line, spaces collapsed, at most ORDER_NOTE_MAX characters. */
export const cleanNote = (note: string | undefined) => (note ?? "").replace(CONTROLS, "").replace(/\s+/g, " ").trim().slice(0, ORDER_NOTE_MAX);

/** The sum of the priced lines, and whether every line had a price. */
export function orderTotal(lines: readonly OrderLine[]) {
  let amount = 0;
  let complete = true;
  for (const line of lines) {
    if (line.price === null) complete = false;
    else amount += line.price * line.qty;
  }
  return { amount, complete };
}

/** The order as the text of one WhatsApp message, in the order's language. */
export function orderMessage(order: Order, words: OrderWords): string {
  const { lang, currency } = order;
  const number = (n: number) => isolate(formatNumber(n, lang));
  const money = (amount: number) => isolate(formatPrice(amount, currency, lang));
  const lines: string[] = [fill(words.heading, { name: isolate(order.listing) })];
  if (order.table !== null) lines.push(fill(words.table, { n: number(order.table) }));
  lines.push("");
  for (const line of order.lines) {
    const item = line.size ? `${isolate(line.name)} (${isolate(line.size)})` : isolate(line.name);
    const head = `${number(line.qty)} × ${item}`;
    lines.push(line.price === null ? head : `${head} — ${money(line.price * line.qty)}`);
  }
  const total = orderTotal(order.lines);
  if (total.amount > 0 || total.complete) {
    lines.push("");
    lines.push(fill(total.complete ? words.total : words.totalPartial, { amount: money(total.amount) }));
  }
  const note = cleanNote(order.note);
  if (note) lines.push(fill(words.note, { note: isolate(note) }));
  return lines.map((line) => (line ? MARK[lang] + line : line)).join("\n");
}

/** The chat link that opens WhatsApp on `number` (wa.me's digits) with the message ready to send. */
export const orderLink = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
