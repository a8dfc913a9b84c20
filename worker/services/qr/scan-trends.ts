import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrScans, qrTableScans } from "../../../db/schema";
import type { ListingStats, ScanTrend, TableScans, TrendDay } from "../../../shared/contract/qr-stats";
import { scanStats, utcDay } from "./scans";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The API accepts any whole number of days up to a year and a day (the charts offer 7, 30 and 90). */
export const MAX_TREND_DAYS = 366;

export type { ListingStats, ScanTrend, TableScans, TrendDay };

/** Scans per numbered table between two UTC days (inclusive), by table number, only tables scanned. */
async function tableScans(db: DB, businessId: number, from: string, to: string): Promise<TableScans[]> {
  const scans = sql<number>`sum(${qrTableScans.count})`;
  const rows = await db
    .select({ table: qrTableScans.table_number, scans })
    .from(qrTableScans)
    .where(and(eq(qrTableScans.business_id, businessId), gte(qrTableScans.day, from), lte(qrTableScans.day, to)))
    .groupBy(qrTableScans.table_number)
    .having(sql`${scans} > 0`)
    .orderBy(asc(qrTableScans.table_number));
  return rows.map((r) => ({ table: r.table, scans: Number(r.scans) }));
}

/**
 * A listing's visits per UTC day for the last `days` days, today included: one row per day,
 * oldest first, zeros for days nobody came, with the period's totals and its scans per table.
 */
export async function scanTrend(db: DB, businessId: number, days: number, now: number | Date = Date.now()): Promise<ScanTrend> {
  const end = new Date(now).getTime();
  const range = Array.from({ length: days }, (_, i) => utcDay(end - (days - 1 - i) * DAY_MS));
  const [rows, tables] = await Promise.all([
    db
      .select({ day: qrScans.day, scans: qrScans.count, opens: qrScans.opens })
      .from(qrScans)
      .where(and(eq(qrScans.business_id, businessId), gte(qrScans.day, range[0]), lte(qrScans.day, range[range.length - 1]))),
    tableScans(db, businessId, range[0], range[range.length - 1]),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily: TrendDay[] = range.map((day) => ({ day, scans: byDay.get(day)?.scans ?? 0, opens: byDay.get(day)?.opens ?? 0 }));
  return {
    days,
    from: range[0],
    to: range[range.length - 1],
    scans: daily.reduce((sum, d) => sum + d.scans, 0),
    opens: daily.reduce((sum, d) => sum + d.opens, 0),
    daily,
    tables,
  };
}

/**
 * A listing's scan figures: the totals the dashboard always had (total, last 30 days) and, for
 * the chosen period, one row per day with scans and page opens, zeros included.
 */
export async function listingStats(db: DB, businessId: number, days: number, now: number = Date.now()): Promise<ListingStats> {
  const [totals, trend] = await Promise.all([scanStats(db, businessId, now), scanTrend(db, businessId, days, now)]);
  return { ...totals, ...trend };
}
