import { describe, expect, it } from "vitest";
import { arrowDelta, swipeDelta, wrapIndex } from "./gallery-nav";

describe("wrapIndex", () => {
  it("moves within the gallery and wraps around at both ends", () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -4, 3)).toBe(0);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe("arrowDelta", () => {
  it("goes forward with the reading direction: right in English, left in Arabic", () => {
    expect(arrowDelta("ArrowRight", "ltr")).toBe(1);
    expect(arrowDelta("ArrowLeft", "ltr")).toBe(-1);
    expect(arrowDelta("ArrowLeft", "rtl")).toBe(1);
    expect(arrowDelta("ArrowRight", "rtl")).toBe(-1);
    expect(arrowDelta("ArrowUp", "ltr")).toBe(0);
    expect(arrowDelta("Enter", "rtl")).toBe(0);
  });
});

describe("swipeDelta", () => {
  it("a swipe against the reading direction brings the next image", () => {
    expect(swipeDelta(-80, 5, "ltr")).toBe(1);
    expect(swipeDelta(80, 5, "ltr")).toBe(-1);
    expect(swipeDelta(80, 5, "rtl")).toBe(1);
    expect(swipeDelta(-80, 5, "rtl")).toBe(-1);
  });
  it("ignores short moves and mostly vertical ones (scrolling)", () => {
    expect(swipeDelta(-20, 0, "ltr")).toBe(0);
    expect(swipeDelta(-60, 90, "ltr")).toBe(0);
  });
});
