import { describe, expect, it } from "vitest";
import { addTags } from "./tags-field";

describe("addTags", () => {
  it("splits on Latin and Arabic commas, trims, and drops blanks and repeats", () => {
    expect(addTags(["a"], " b, c ،د,, a ")).toEqual(["a", "b", "c", "د"]);
    expect(addTags([], "  ")).toEqual([]);
  });
});
