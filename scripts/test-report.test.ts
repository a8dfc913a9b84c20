import { describe, expect, it } from "vitest";
import { formatReport } from "./test-report.mjs";

describe("the end-of-run summary of npm test", () => {
  it("adds up each project over several runs, lists the slowest files first and names every failure", () => {
    const text = formatReport([
      { timings: [{ project: "unit", file: "a.test.ts", ms: 2_000, end: 10_000 }], failures: [] },
      {
        timings: [
          { project: "e2e", file: "slow.test.ts", ms: 9_000, end: 20_000 },
          { project: "e2e", file: "quick.test.ts", ms: 1_000, end: 21_000 },
        ],
        failures: [{ project: "e2e", file: "slow.test.ts", test: "login > opens the dashboard", error: "expected '/admin' to be '/admin/login'\nsecond line" }],
      },
    ]);
    expect(text).toContain("  unit         2.0 s  (1 files, 2.0 s of file time)");
    // From the first file's start (20 s − 9 s) to the last one's end (21 s).
    expect(text).toContain("  e2e         10.0 s  (2 files, 10.0 s of file time)");
    const slowest = text.split("\n").filter((line) => line.includes(".test.ts") && !line.includes("✗"));
    expect(slowest.map((line) => line.trim().split(/\s+/).pop())).toEqual(["slow.test.ts", "a.test.ts", "quick.test.ts"]);
    expect(text).toContain("Failed (1):\n  ✗ e2e slow.test.ts › login > opens the dashboard\n      expected '/admin' to be '/admin/login'\n      second line");
  });

  it("says nothing of failures when there were none, and still names an error outside any file", () => {
    expect(formatReport([{ timings: [{ project: "unit", file: "a.test.ts", ms: 1, end: 1 }], failures: [] }])).not.toContain("Failed");
    const outside = formatReport([{ timings: [], failures: [{ project: "", file: "", test: "(an error outside any test)", error: "boom" }] }]);
    expect(outside).toContain("  ✗ (an error outside any test)\n      boom");
  });
});
