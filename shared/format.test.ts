import { describe, expect, it } from "vitest";
import { orderTags, overflowTags, readingDirection, readTimeMinutes, tagsNeedLabel } from "./format";

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

describe("overflowTags", () => {
  it("keeps the first three and counts the rest", () => {
    expect(overflowTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(overflowTags(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(overflowTags([])).toEqual({ shown: [], more: 0 });
  });
});

describe("tags on a page of either direction", () => {
  it("reads a tag the way its first letter does", () => {
    expect(readingDirection("تصوير")).toBe("rtl");
    expect(readingDirection("Google Ads")).toBe("ltr");
    expect(readingDirection("SEO تحسين")).toBe("ltr");
    expect(readingDirection("#تسويق")).toBe("rtl");
    expect(readingDirection("+٢")).toBeUndefined();
    expect(readingDirection("360")).toBeUndefined();
  });

  it("puts the tags that read the page's way first, keeping each group's order", () => {
    const tags = ["Branding", "تصوير", "SEO", "إعلانات", "360"];
    expect(orderTags(tags, "ar")).toEqual(["تصوير", "إعلانات", "360", "Branding", "SEO"]);
    expect(orderTags(tags, "en")).toEqual(["Branding", "SEO", "360", "تصوير", "إعلانات"]);
    expect(orderTags(["Google Ads", "Facebook Ads"], "ar")).toEqual(["Google Ads", "Facebook Ads"]);
  });

  it("orders before the row is cut to three, so the page's own tags are the ones shown", () => {
    expect(overflowTags(orderTags(["Web", "SEO", "Ads", "تصميم"], "ar"))).toEqual({ shown: ["تصميم", "Web", "SEO"], more: 1 });
  });

  it("labels a row that holds a tag reading the other way, in the page's language", () => {
    expect(tagsNeedLabel(["Google Ads", "Analytics"], "ar")).toBe(true);
    expect(tagsNeedLabel(["تصوير", "Drone"], "ar")).toBe(true);
    expect(tagsNeedLabel(["تصوير", "إعلانات", "٣٦٠"], "ar")).toBe(false);
    expect(tagsNeedLabel(["Google Ads"], "en")).toBe(false);
    expect(tagsNeedLabel(["Web", "تصوير"], "en")).toBe(true);
    expect(tagsNeedLabel([], "ar")).toBe(false);
  });
});
