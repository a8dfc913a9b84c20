import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber } from "../locales/format";
import { digitText, integer, phone } from "./contract/fields";
import { openingHoursSchema } from "./contract/opening-hours";
import { normalizeDigits, numberFromText } from "./digits";
import { isPhone } from "./formats";
import { parsePriceInput } from "./menu";

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"; // U+0660-0669
const EASTERN = "۰۱۲۳۴۵۶۷۸۹"; // U+06F0-06F9, as Persian and Urdu keyboards type them
const LATIN = "0123456789";

/** A Western-digit string written in another digit system, with the Arabic decimal separator for ".". */
const writtenIn = (digits: string, latin: string) => [...latin].map((c) => (/\d/.test(c) ? digits[Number(c)] : c === "." ? "٫" : c)).join("");

/** What people type into number fields: digits and the punctuation around them. */
const numberish = fc.string({ unit: fc.constantFrom(...LATIN, ".", " ", "+", "-", "(", ")", ":", ",", "/"), maxLength: 40 });
/** What people type into phone fields, valid or not. */
const phoneish = fc.tuple(fc.constantFrom("", "+", " ", "00"), fc.string({ unit: fc.constantFrom(...LATIN, ...LATIN, " ", "-", "(", ")"), maxLength: 36 })).map(([a, b]) => a + b);
/** Any text, heavy on the characters the normaliser touches and their neighbours. */
const anyText = fc.string({
  unit: fc.oneof(fc.constantFrom(...LATIN, ...ARABIC_INDIC, ...EASTERN, "٫", "٬", "،", ",", ".", " ", "\u200f", "\u200e", "\u061c", "\u2067", "\u2069", "ب", "a", "+"), fc.string({ unit: "binary", minLength: 1, maxLength: 1 })),
  maxLength: 40,
});
// Text the normaliser must leave alone: no digit of another system, no Arabic separator, no direction mark.
const touched = /[\u0660-\u0669\u06F0-\u06F9\u066B\u066C\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;
const untouched = fc.string({ unit: fc.oneof(fc.constantFrom("م", "ر", "ح", "ب", "ا", "،", " ", "؟", "-"), fc.string({ unit: "binary", minLength: 1, maxLength: 1 })), maxLength: 40 }).filter((s) => !touched.test(s) && !/\d\u060C\d/.test(s));

describe("normalizeDigits", () => {
  it("reads a number written in Arabic-Indic or Eastern digits as the Western one", () => {
    fc.assert(
      fc.property(numberish, (latin) => {
        expect(normalizeDigits(writtenIn(ARABIC_INDIC, latin))).toBe(latin);
        expect(normalizeDigits(writtenIn(EASTERN, latin))).toBe(latin);
        expect(normalizeDigits(latin)).toBe(latin);
      }),
    );
  });

  it("gives the same text run twice as once", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(normalizeDigits(normalizeDigits(text))).toBe(normalizeDigits(text));
      }),
    );
  });

  it("leaves text without those digits, separators or direction marks as it was", () => {
    fc.assert(
      fc.property(untouched, (text) => {
        expect(normalizeDigits(text)).toBe(text);
      }),
    );
    expect(normalizeDigits("مرحباً، سامر")).toBe("مرحباً، سامر");
  });

  it("drops the Arabic thousands separator and direction marks, and reads the Arabic decimal separator and comma", () => {
    expect(normalizeDigits("٠٩٤٤ ١٢٣ ٤٥٦")).toBe("0944 123 456");
    expect(normalizeDigits("۱۲۳")).toBe("123");
    expect(normalizeDigits("١٢٬٥٠٠٫٥")).toBe("12500.5");
    expect(normalizeDigits("\u200e+٩٦٣ ٩٤٤\u200f")).toBe("+963 944");
    expect(normalizeDigits("١٢،٥٠٠")).toBe("12,500");
    // A comma that parts words stays Arabic.
    expect(normalizeDigits("٩:٠٠، ١٠:٠٠")).toBe("9:00، 10:00");
  });
});

describe("the rules read every digit system alike", () => {
  it("a phone is valid, and stored, the same whichever digits it is typed in", () => {
    const rule = phone();
    fc.assert(
      fc.property(phoneish, (latin) => {
        const verdict = isPhone(latin);
        const stored = rule.safeParse(latin);
        expect(stored.success).toBe(verdict);
        for (const digits of [ARABIC_INDIC, EASTERN]) {
          const typed = writtenIn(digits, latin);
          expect(isPhone(typed)).toBe(verdict);
          const result = rule.safeParse(typed);
          expect(result.success).toBe(verdict);
          if (result.success) expect(result.data).toBe(latin.trim());
        }
      }),
    );
    expect(rule.parse("٠٩٤٤١٢٣٤٥٦")).toBe("0944123456");
    expect(isPhone("٠٩٤٤١٢٣٤٥٦")).toBe(true);
  });

  it("a price parses the same from Arabic, Eastern or Western digits, and as Arabic writes it", () => {
    expect(parsePriceInput("١٢٬٥٠٠٫٥", "SYP")).toBe(parsePriceInput("12500.5", "SYP"));
    expect(parsePriceInput("12500.5", "SYP")).toBe(1_250_050);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const latin = cents ? `${whole}.${String(cents).padStart(2, "0")}` : String(whole);
        const expected = whole * 100 + cents;
        expect(parsePriceInput(latin, "USD")).toBe(expected);
        expect(parsePriceInput(writtenIn(ARABIC_INDIC, latin), "USD")).toBe(expected);
        expect(parsePriceInput(writtenIn(EASTERN, latin), "USD")).toBe(expected);
        // As the Arabic page prints it, with its own separators ("١٢٬٥٠٠٫٥٠").
        expect(parsePriceInput(formatNumber(expected / 100, "ar", { minimumFractionDigits: cents ? 2 : 0 }), "USD")).toBe(expected);
      }),
    );
  });

  it("a whole number, a time and a date read the same from either digit system", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(integer(0, 1_000_000).parse(writtenIn(ARABIC_INDIC, String(n)))).toBe(n);
        expect(integer(0, 1_000_000).parse(writtenIn(EASTERN, String(n)))).toBe(n);
        expect(numberFromText(writtenIn(ARABIC_INDIC, String(n)))).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
        const week = (t: string) => ({ week: [[{ open: t, close: "23:59" === time ? "00:00" : "23:59" }], [], [], [], [], [], []] });
        for (const digits of [ARABIC_INDIC, EASTERN]) expect(openingHoursSchema.parse(week(writtenIn(digits, time))).week[0][0].open).toBe(time);
      }),
      { numRuns: 50 },
    );
    expect(digitText().parse(" ٢٠٢٦-٠٥-٠١ ")).toBe("2026-05-01");
    expect(numberFromText("")).toBe("");
    expect(numberFromText("١٢ب")).toBe("١٢ب");
  });
});
