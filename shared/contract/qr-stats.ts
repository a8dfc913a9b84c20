import type { qrScans } from "../../db/schema";

/** A listing's visit figures, as the owner's and the admin's charts read them. */

type ScanRow = typeof qrScans.$inferSelect;

/** One UTC day (`YYYY-MM-DD`): unique visitors who scanned the printed code, and who opened the page some other way. */
export type TrendDay = Pick<ScanRow, "day" | "opens"> & { scans: ScanRow["count"] };

/**
 * One numbered table's scans over the period: each day's unique visitors at that table, added
 * up (so one person scanning on two days counts twice, as the daily scans do).
 */
export interface TableScans {
  table: number;
  scans: number;
}

/**
 * The last `days` days, oldest first, zeros included, with the period's totals, and the tables
 * whose codes were scanned in those days, by table number.
 */
export interface ScanTrend {
  days: number;
  from: string;
  to: string;
  scans: number;
  opens: number;
  daily: TrendDay[];
  tables: TableScans[];
}

/** The totals the dashboard always had: ever, and the last 30 days day by day. */
export interface ScanTotals {
  business_id: ScanRow["business_id"];
  total: number;
  last_30_days_total: number;
  last_30_days: Pick<ScanRow, "day" | "count">[];
}

/** `GET /api/qr/businesses/{id}/stats?days=N`: the totals and the period's daily rows. */
export type ListingStats = ScanTotals & ScanTrend;
