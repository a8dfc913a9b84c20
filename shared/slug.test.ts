import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slug";

describe("slugify", () => {
  it("keeps Arabic words, drops their short vowels, and joins words with dashes", () => {
    expect(slugify("كيف تبني علامةً تجاريةً قويةً؟")).toBe("كيف-تبني-علامة-تجارية-قوية");
    expect(slugify("التسويـــق الرقمي ٢٠٢٦")).toBe("التسويق-الرقمي-2026");
  });

  it("lowercases Latin, and turns punctuation and spaces into single dashes", () => {
    expect(slugify("  Social Media: 5 Tips & Tricks!! ")).toBe("social-media-5-tips-tricks");
  });

  it("cuts long titles between words and never answers an empty or all-digit slug", () => {
    const long = slugify("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith("-")).toBe(false);
    expect(slugify("؟؟؟")).toBe("post");
    expect(slugify("2026")).toBe("post-2026");
    expect(slugify("٧", "work")).toBe("work-7");
  });

  it("recognises its own output", () => {
    expect(isSlug("social-media")).toBe(true);
    expect(isSlug("Social Media")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});
