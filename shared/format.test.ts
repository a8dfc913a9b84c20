import { describe, expect, it } from "vitest";
import { overflowTags, readTimeMinutes } from "./format";

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
