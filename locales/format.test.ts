import { describe, expect, it } from "vitest";
import { createT } from "./i18n";
import { formatAtLeast, formatDate, formatDateTime, formatMonthYear, formatNumber, formatPercent, formatSize, formatYear } from "./format";

describe("dates (server pages read them in UTC)", () => {
  it("formats portfolio dates as long month and year in en-US and ar-SA (Gregorian)", () => {
    expect(formatMonthYear("2025-03-15", "en")).toBe("March 2025");
    const ar = formatMonthYear("2025-03-15", "ar");
    expect(ar).toContain("مارس");
    expect(ar).toMatch(/[٠-٩]{4}/); // ar-SA writes the year in Arabic-Indic digits
    expect(ar).not.toMatch(/هـ/); // never the Hijri calendar
  });
  it("formats blog dates with year, month and day", () => {
    expect(formatDate("2025-10-02T08:00:00.000Z", "en")).toBe("October 2, 2025");
    const ar = formatDate("2025-10-02T08:00:00.000Z", "ar");
    expect(ar).toContain("أكتوبر");
    expect(ar).toContain("٢٠٢٥");
    expect(ar).toContain("٢");
  });
  it("gives an empty string for an invalid date instead of 'Invalid Date'", () => {
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatMonthYear("", "ar")).toBe("");
  });
});

describe("formatSize (Bytes, KB, MB or GB)", () => {
  it.each([
    // The unit by 1024 steps.
    [0, "en", "0 Bytes"],
    [1023, "en", "1,023 Bytes"],
    [1024, "en", "1 KB"],
    [1536, "en", "1.5 KB"],
    [5_242_880, "en", "5 MB"],
    [3 * 1024 ** 3, "en", "3 GB"],
    // It stops at GB, rounds to two decimals, and writes Arabic digits in Arabic.
    [2048 * 1024 ** 3, "en", "2,048 GB"],
    [1_234_567, "en", "1.18 MB"],
    [1536, "ar", "١٫٥ KB"],
    // Nothing for a missing or impossible size.
    [null, "en", ""],
    [undefined, "en", ""],
    [-1, "en", ""],
    [Number.NaN, "en", ""],
  ] as const)("%s bytes in %s: %j", (size, lang, text) => {
    expect(formatSize(size, lang)).toBe(text);
  });
});

describe("dates (ar-SA on the Gregorian calendar)", () => {
  it("formats a day in Arabic with Gregorian month names, never Hijri", () => {
    const text = formatDate("2025-05-15T12:00:00Z", "ar");
    expect(text).toContain("مايو");
    expect(text).toContain("٢٠٢٥");
    expect(text).not.toMatch(/هـ/);
    expect(formatDate("2025-05-15T12:00:00Z", "en")).toBe("May 15, 2025");
  });
  it("adds the time for activity, and is empty for missing or invalid input", () => {
    expect(formatDateTime("2025-05-15T12:00:00Z", "en")).toMatch(/May 15, 2025.*\d{1,2}:\d{2}/);
    expect(formatDate(null, "ar")).toBe("");
    expect(formatDateTime("not a date", "ar")).toBe("");
  });
});

describe("numbers: Arabic-Indic digits in Arabic, Western in English, through Intl", () => {
  it("formats counts, years, 'at least' figures and percentages", () => {
    expect(formatNumber(1240, "ar")).toBe("١٬٢٤٠");
    expect(formatNumber(1240, "en")).toBe("1,240");
    expect(formatYear(2015, "ar")).toBe("٢٠١٥");
    expect(formatYear(2015, "en")).toBe("2015");
    expect(formatAtLeast(500, "en")).toBe("500+");
    expect(formatAtLeast(500, "ar")).toBe("+٥٠٠");
    expect(formatPercent(100, "en")).toBe("100%");
    expect(formatPercent(100, "ar")).toMatch(/^١٠٠٪/);
  });
  it("writes number parameters of a translation in the language's digits, and leaves strings alone", () => {
    const ar = createT({ readTime: "{{minutes}} دقيقة قراءة", hi: "مرحباً، {{name}}" }, "ar");
    expect(ar("readTime", { minutes: 12 })).toBe("١٢ دقيقة قراءة");
    expect(ar("hi", { name: "sam_2024" })).toBe("مرحباً، sam_2024");
    expect(createT({ readTime: "{{minutes}} min read" }, "en")("readTime", { minutes: 12 })).toBe("12 min read");
  });
});
