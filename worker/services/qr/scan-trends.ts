import { and, eq, gte, lte } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrScans } from "../../../db/schema";
import type { ListingStats, ScanTrend, TrendDay } from "../../../shared/contract/qr-stats";
import { scanStats, utcDay } from "./scans";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The API accepts any whole number of days up to a year and a day (the charts offer 7, 30 and 90). */
export const MAX_TREND_DAYS = 366;

export type { ListingStats, ScanTrend, TrendDay };

/**
 * A listing's visits per UTC day for the last `days` days, today included: one row per day,
 * oldest first, zeros for days nobody came, with the period's totals.
 */
export async function scanTrend(db: DB, businessId: number, days: number, now: number | Date = Date.now()): Promise<ScanTrend> {
  const end = new Date(now).getTime();
  const range = Array.from({ length: days }, (_, i) => utcDay(end - (days - 1 - i) * DAY_MS));
  const rows = await db
    .select({ day: qrScans.day, scans: qrScans.count, opens: qrScans.opens })
    .from(qrScans)
    .where(and(eq(qrScans.business_id, businessId), gte(qrScans.day, range[0]), lte(qrScans.day, range[range.length - 1])));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily: TrendDay[] = range.map((day) => ({ day, scans: byDay.get(day)?.scans ?? 0, opens: byDay.get(day)?.opens ?? 0 }));
  return {
    days,
    from: range[0],
    to: range[range.length - 1],
    scans: daily.reduce((sum, d) => sum + d.scans, 0),
    opens: daily.reduce((sum, d) => sum + d.opens, 0),
    daily,
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
