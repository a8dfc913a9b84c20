import { describe, expect, it } from "vitest";
import { formatDate, formatMonthYear, overflowTags, readTimeMinutes } from "./format";

describe("readTimeMinutes", () => {
  it("is the word count divided by 200, rounded up", () => {
    expect(readTimeMinutes(Array(200).fill("word").join(" "))).toBe(1);
    expect(readTimeMinutes(Array(201).fill("word").join(" "))).toBe(2);
    expect(readTimeMinutes(Array(1000).fill("كلمة").join("\n"))).toBe(5);
  });
  it("reads missing or empty content as 1 minute", () => {
    expect(readTimeMinutes(undefined)).toBe(1);
    expect(readTimeMinutes(null)).toBe(1);
    expect(readTimeMinutes("   ")).toBe(1);
  });
});

describe("dates", () => {
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

describe("overflowTags", () => {
  it("keeps the first three and counts the rest", () => {
    expect(overflowTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(overflowTags(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(overflowTags([])).toEqual({ shown: [], more: 0 });
  });
});
