import { describe, expect, it } from "vitest";
import { barHeights, tableBarWidths, trendCsv, trendMax } from "./trend";

describe("scan trend helpers", () => {
  const daily = [
    { day: "2026-11-21", scans: 0, opens: 0 },
    { day: "2026-11-22", scans: 3, opens: 1 },
    { day: "2026-11-23", scans: 1, opens: 0 },
  ];

  it("scales the stacked bars to the tallest day, and an empty period to a flat line", () => {
    expect(trendMax(daily)).toBe(4);
    expect(barHeights(daily[1], 4)).toEqual({ scans: 75, opens: 25 });
    expect(barHeights(daily[0], 4)).toEqual({ scans: 0, opens: 0 });
    expect(trendMax([{ day: "2026-11-23", scans: 0, opens: 0 }])).toBe(1);
  });

  it("writes CSV with localized headers, ISO days, Western digits and a BOM", () => {
    const csv = trendCsv(daily, { day: "اليوم", scans: "المسح", opens: "فتح الصفحة" });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual(["اليوم,المسح,فتح الصفحة", "2026-11-21,0,0", "2026-11-22,3,1", "2026-11-23,1,0", ""]);
  });

  it("adds the scans per table after the days, as a second small table, only when a table was scanned", () => {
    const tables = [
      { table: 3, scans: 2 },
      { table: 12, scans: 5 },
    ];
    const csv = trendCsv(daily, { day: "اليوم", scans: "مسح الرمز", opens: "فتح الصفحة", table: "الطاولة" }, tables);
    expect(csv.slice(1).split("\r\n").slice(4)).toEqual(["", "الطاولة,مسح الرمز", "3,2", "12,5", ""]);
    expect(trendCsv(daily, { day: "d", scans: "s", opens: "o", table: "t" }, [])).toBe(trendCsv(daily, { day: "d", scans: "s", opens: "o" }));
    expect(tableBarWidths(tables)).toEqual([40, 100]);
    expect(tableBarWidths([{ table: 1, scans: 0 }])).toEqual([0]);
  });

  it("quotes commas and defuses formulas in headers", () => {
    const csv = trendCsv([], { day: "day, UTC", scans: "=cmd()", opens: 'say "hi"' });
    expect(csv.slice(1)).toBe(`"day, UTC",'=cmd(),"say ""hi"""\r\n`);
  });
});
