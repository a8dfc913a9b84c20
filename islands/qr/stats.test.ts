import { describe, expect, it } from "vitest";
import { countByStatus, sparklinePoints, uniqueById } from "./stats";

describe("dashboard figures", () => {
  it("counts listings by status", () => {
    const items = ["approved", "pending", "pending", "rejected", "approved", "pending"].map((status) => ({ status }));
    expect(countByStatus(items)).toEqual({ total: 6, approved: 2, pending: 3, rejected: 1 });
    expect(countByStatus([])).toEqual({ total: 0, approved: 0, pending: 0, rejected: 0 });
  });

  it("drops duplicate listings by id, keeping the first", () => {
    expect(
      uniqueById([
        { id: 1, n: "a" },
        { id: 2, n: "b" },
        { id: 1, n: "c" },
      ]),
    ).toEqual([
      { id: 1, n: "a" },
      { id: 2, n: "b" },
    ]);
  });

  it("scales a sparkline to its box, highest value at the top and zeros on the bottom line", () => {
    expect(sparklinePoints([0, 5, 10], 100, 20, 0)).toBe("0,20 50,10 100,0");
    expect(sparklinePoints([0, 0], 100, 20, 2)).toBe("2,18 98,18");
    expect(sparklinePoints([3], 100, 20, 0)).toBe("0,0");
    expect(sparklinePoints([], 100, 20)).toBe("");
  });
});
