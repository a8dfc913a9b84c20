import { describe, expect, it } from "vitest";
import ar from "../locales/ar.json";
import en from "../locales/en.json";
import { createT, type Lang } from "../locales/i18n";
import { cleanNote, orderLink, orderMessage, orderTotal, ORDER_NOTE_MAX, ORDER_URL_MAX, type Order, type OrderWords } from "./order-message";

/** The words as the page hands them to the island: the templates with their placeholders kept. */
const wordsOf = (lang: Lang): OrderWords => {
  const t = createT(lang === "ar" ? ar : en, lang);
  const keep = { name: "{{name}}", n: "{{n}}", amount: "{{amount}}", note: "{{note}}" };
  return {
    heading: t("menu.order.message.heading", keep),
    table: t("menu.order.table", keep),
    total: t("menu.order.message.total", keep),
    totalPartial: t("menu.order.message.totalPartial", keep),
    note: t("menu.order.message.note", keep),
  };
};

const FSI = "\u2068";
const PDI = "\u2069";
/** The text without its direction marks and isolates, as the eye reads it. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, "").replace(/[\u00a0\u202f ]+/g, " ");

const order = (lang: Lang, over: Partial<Order> = {}): Order => ({
  lang,
  listing: lang === "ar" ? "مقهى الياسمين" : "Yasmin Cafe",
  table: 7,
  currency: "SYP",
  lines: [
    { qty: 2, name: lang === "ar" ? "قهوة تركية" : "Turkish coffee", price: 6000 },
    { qty: 1, name: lang === "ar" ? "عصير برتقال" : "Orange juice", size: lang === "ar" ? "كبير" : "Large", price: 5050 },
  ],
  note: lang === "ar" ? "بدون سكر" : "No sugar",
  ...over,
});

describe("orderMessage", () => {
  it("writes an Arabic order: the place, the table, a line per thing with its total, the total and the note, in Arabic digits", () => {
    const text = orderMessage(order("ar"), wordsOf("ar"));
    expect(plain(text).split("\n")).toEqual([
      "طلب جديد: مقهى الياسمين",
      "طاولة ٧",
      "",
      "٢ × قهوة تركية — ١٢٠ ل.س.",
      "١ × عصير برتقال (كبير) — ٥٠٫٥٠ ل.س.",
      "",
      "المجموع: ١٧٠٫٥٠ ل.س.",
      "ملاحظة: بدون سكر",
    ]);
    expect(text).not.toMatch(/[0-9]/);
  });

  it("writes an English order in Latin digits, prices as formatPrice writes them", () => {
    const text = orderMessage(order("en"), wordsOf("en"));
    expect(plain(text).split("\n")).toEqual([
      "New order: Yasmin Cafe",
      "Table 7",
      "",
      "2 × Turkish coffee — SYP 120",
      "1 × Orange juice (Large) — SYP 50.50",
      "",
      "Total: SYP 170.50",
      "Note: No sugar",
    ]);
  });

  it("isolates every name, number and price, and starts each line with the page's direction", () => {
    const text = orderMessage(order("ar", { lines: [{ qty: 3, name: "Latte 2", price: 1000 }] }), wordsOf("ar"));
    const lines = text.split("\n").filter(Boolean);
    for (const line of lines) expect(line.startsWith("\u200f"), line).toBe(true);
    // A Latin name with a digit inside Arabic keeps its place: it is one isolated run.
    expect(text).toContain(`${FSI}Latte 2${PDI}`);
    expect(text).toContain(`${FSI}٣${PDI} × `);
    expect(text).toContain(`${FSI}٧${PDI}`);
    expect(text).toContain(`${FSI}مقهى الياسمين${PDI}`);
    // Balanced: every isolate is closed.
    expect(text.split(FSI).length).toBe(text.split(PDI).length);
    expect(orderMessage(order("en"), wordsOf("en")).split("\n").filter(Boolean).every((l) => l.startsWith("\u200e"))).toBe(true);
  });

  it("leaves out the table when there is none, and the note when it is blank", () => {
    const text = plain(orderMessage(order("ar", { table: null, note: "   " }), wordsOf("ar")));
    expect(text).not.toContain("طاولة");
    expect(text).not.toContain("ملاحظة");
    expect(text.split("\n")[1]).toBe("");
  });

  it("counts only the priced things in the total and says so", () => {
    const lines = [
      { qty: 2, name: "شاي", price: 2500 },
      { qty: 1, name: "أركيلة", price: null },
    ];
    expect(orderTotal(lines)).toEqual({ amount: 5000, complete: false });
    const text = plain(orderMessage(order("ar", { lines }), wordsOf("ar")));
    expect(text).toContain("١ × أركيلة\n");
    expect(text).toContain("المجموع: ٥٠ ل.س. (دون الأصناف غير المسعّرة)");
  });

  it("keeps a name's or a note's own direction controls from breaking the isolates", () => {
    const text = orderMessage(order("ar", { lines: [{ qty: 1, name: "شاي\u2069\u202e", price: 100 }], note: "بارد\u2066" }), wordsOf("ar"));
    expect(text.split(FSI).length).toBe(text.split(PDI).length);
    expect(text).not.toMatch(/[\u202a-\u202e\u2066\u2067]/);
  });
});

describe("cleanNote", () => {
  it("puts the note on one line and bounds it", () => {
    expect(cleanNote("  بدون\n\nسكر  ")).toBe("بدون سكر");
    expect(cleanNote("ا".repeat(ORDER_NOTE_MAX + 50))).toHaveLength(ORDER_NOTE_MAX);
    expect(cleanNote(undefined)).toBe("");
  });
});

describe("orderLink", () => {
  it("opens WhatsApp on the number with the message, which decodes back whole", () => {
    const text = orderMessage(order("ar"), wordsOf("ar"));
    const link = orderLink("963944111222", text);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/963944111222");
    expect(url.searchParams.get("text")).toBe(text);
  });

  it("stays within the address limit for a big Arabic table order: ten things and a full note, or fifteen and a short one", () => {
    const things = (n: number) => Array.from({ length: n }, (_, i) => ({ qty: 12, name: `مشروب بارد بالفواكه ${i + 1}`, size: "كبير", price: 123_450 }));
    const link = (n: number, note: string) => orderLink("963944111222", orderMessage(order("ar", { lines: things(n), note }), wordsOf("ar")));
    expect(link(10, "ب".repeat(ORDER_NOTE_MAX)).length).toBeLessThanOrEqual(ORDER_URL_MAX);
    expect(link(15, "بدون سكر، والقهوة وسط، والعصير بلا ثلج").length).toBeLessThanOrEqual(ORDER_URL_MAX);
    // Beyond that the page says the order is too long, rather than open a link that may fail.
    expect(link(20, "").length).toBeGreaterThan(ORDER_URL_MAX);
  });
});
