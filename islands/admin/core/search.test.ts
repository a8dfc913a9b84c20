import { describe, expect, it } from "vitest";
import { matchesSearch, normalizeSearch } from "./search";

describe("matchesSearch", () => {
  it("matches every item for an empty or blank query", () => {
    expect(matchesSearch("", ["anything"])).toBe(true);
    expect(matchesSearch("   ", [null])).toBe(true);
  });
  it("ignores case and needs every word somewhere in the fields", () => {
    expect(matchesSearch("CAFE sham", ["Sham Cafe", "owner1"])).toBe(true);
    expect(matchesSearch("cafe owner1", ["Sham Cafe", "owner1"])).toBe(true);
    expect(matchesSearch("cafe bakery", ["Sham Cafe", "owner1"])).toBe(false);
  });
  it("finds Arabic text regardless of hamza forms, taa marbuta, alef maqsura and diacritics", () => {
    expect(matchesSearch("احمد", ["أحمد"])).toBe(true);
    expect(matchesSearch("مكتبه", ["مكتبة الشام"])).toBe(true);
    expect(matchesSearch("مصطفي", ["مصطفى"])).toBe(true);
    expect(matchesSearch("محمد", ["مُحَمَّد"])).toBe(true);
    expect(matchesSearch("دمشق", ["حلب"])).toBe(false);
  });
  it("searches numbers and skips missing fields", () => {
    expect(matchesSearch("944", [null, undefined, "+963 944 555 666"])).toBe(true);
    expect(matchesSearch("12", [12])).toBe(true);
  });
});

describe("normalizeSearch", () => {
  it("folds spaces and tatweel", () => {
    expect(normalizeSearch("  شـــام   دمشق ")).toBe("شام دمشق");
  });
});
