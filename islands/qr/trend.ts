/** Pure helpers of the scan-trend chart, shared by the owner's and the admin's screens. */
import type { TableScans, TrendDay } from "../../shared/contract/qr-stats";

export const trendPeriods = [7, 30, 90] as const;
export type TrendPeriod = (typeof trendPeriods)[number];

// The contract's shapes: what `GET …/stats?days=N` answers, and one day of it.
export type { ScanTrend, TableScans, TrendDay } from "../../shared/contract/qr-stats";

/** The tallest day (scans and opens stacked), at least 1 so empty periods draw flat, not NaN. */
export const trendMax = (daily: readonly TrendDay[]) => Math.max(1, ...daily.map((d) => d.scans + d.opens));

/** A bar's two parts as percentages of the chart's height. */
export function barHeights(d: TrendDay, max: number) {
  const pct = (n: number) => Math.round((n / max) * 1000) / 10;
  return { scans: pct(d.scans), opens: pct(d.opens) };
}

const cell = (value: string | number) => {
  const text = String(value);
  // RFC 4180 quoting, and a leading apostrophe for text a spreadsheet would run as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The longest table's bar as a share of the row (the busiest table fills it), in percent. */
export function tableBarWidths(tables: readonly TableScans[]) {
  const max = Math.max(1, ...tables.map((t) => t.scans));
  return tables.map((t) => Math.round((t.scans / max) * 1000) / 10);
}

/**
 * The rows as CSV for a spreadsheet: headers in the reader's language, ISO days and plain
 * Western digits (what spreadsheets parse as dates and numbers), CRLF line ends, and a byte-order
 * mark so Excel reads the Arabic headers as UTF-8. Scans per table, when there are any, follow
 * the days after an empty line, as a second small table of their own (table number, scans).
 */
export function trendCsv(
  daily: readonly TrendDay[],
  headers: { day: string; scans: string; opens: string; table?: string },
  tables: readonly TableScans[] = [],
) {
  const lines: (string | number)[][] = [[headers.day, headers.scans, headers.opens], ...daily.map((d) => [d.day, d.scans, d.opens])];
  if (tables.length) lines.push([], [headers.table ?? "table", headers.scans], ...tables.map((t) => [t.table, t.scans]));
  return `\uFEFF${lines.map((l) => l.map(cell).join(",")).join("\r\n")}\r\n`;
}
