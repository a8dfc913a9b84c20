import { describe, expect, it } from "vitest";
import { normalizeWebAddress } from "./web-address";

describe("normalizeWebAddress", () => {
  it.each([
    ["yasmin-cafe.sy", "https://yasmin-cafe.sy"],
    ["  www.yasmin-cafe.sy/menu?x=1 ", "https://www.yasmin-cafe.sy/menu?x=1"],
    ["https://yasmin-cafe.sy", "https://yasmin-cafe.sy"],
    ["http://old.example.com", "http://old.example.com"],
    ["//cdn.example.com/a", "//cdn.example.com/a"],
    ["localhost", "localhost"],
    ["not a link", "not a link"],
    ["javascript:alert(1)", "javascript:alert(1)"],
    ["mailto:a@b.sy", "mailto:a@b.sy"],
    ["", ""],
  ])("a website: %j becomes %j", (typed, full) => {
    expect(normalizeWebAddress(typed)).toBe(full);
  });

  it.each([
    ["instagram", "@yasmin.cafe", "https://www.instagram.com/yasmin.cafe"],
    ["instagram", "yasmin.cafe", "https://www.instagram.com/yasmin.cafe"],
    ["instagram", "instagram.com/yasmin.cafe", "https://instagram.com/yasmin.cafe"],
    ["instagram", "https://www.instagram.com/yasmin.cafe/", "https://www.instagram.com/yasmin.cafe/"],
    ["facebook", "YasminCafe", "https://www.facebook.com/YasminCafe"],
    ["twitter", "@yasmin_cafe", "https://x.com/yasmin_cafe"],
    ["youtube", "@yasmincafe", "https://www.youtube.com/@yasmincafe"],
    ["tiktok", "@yasmin.cafe", "https://www.tiktok.com/@yasmin.cafe"],
    ["facebook", "facebook.com", "https://facebook.com"],
  ] as const)("in the %s field: %j becomes %j", (platform, typed, full) => {
    expect(normalizeWebAddress(typed, platform)).toBe(full);
  });
});
