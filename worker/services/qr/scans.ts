import { and, eq, gte, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrScans } from "../../../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, as stored in qr_scans.day. */
export const utcDay = (at: number | Date = Date.now()) => new Date(at).toISOString().slice(0, 10);

/** One more scan of a listing today (UTC): an atomic upsert, no IP or user agent kept. */
export async function recordScan(db: DB, businessId: number, at: number | Date = Date.now()) {
  await db
    .insert(qrScans)
    .values({ businessId, day: utcDay(at), count: 1 })
    .onConflictDoUpdate({ target: [qrScans.businessId, qrScans.day], set: { count: sql`${qrScans.count} + 1` } });
}

/** A listing's total and its last 30 days (today included), every day listed, zeros too. */
export async function scanStats(db: DB, businessId: number, now: number | Date = Date.now()) {
  const end = new Date(now).getTime();
  const days = Array.from({ length: 30 }, (_, i) => utcDay(end - (29 - i) * DAY_MS));
  const [total] = await db
    .select({ n: sql<number>`coalesce(sum(${qrScans.count}), 0)` })
    .from(qrScans)
    .where(eq(qrScans.businessId, businessId));
  const recent = await db
    .select({ day: qrScans.day, count: qrScans.count })
    .from(qrScans)
    .where(and(eq(qrScans.businessId, businessId), gte(qrScans.day, days[0])));
  const byDay = new Map(recent.map((r) => [r.day, r.count]));
  const last30 = days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
  return {
    business_id: businessId,
    total: Number(total?.n ?? 0),
    last_30_days_total: last30.reduce((sum, d) => sum + d.count, 0),
    last_30_days: last30,
  };
}

/** Scans of all listings: ever, and in the last 30 days (admin overview). */
export async function scanTotals(db: DB, now: number | Date = Date.now()) {
  const since = utcDay(new Date(now).getTime() - 29 * DAY_MS);
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${qrScans.count}), 0)`,
      recent: sql<number>`coalesce(sum(case when ${qrScans.day} >= ${since} then ${qrScans.count} else 0 end), 0)`,
    })
    .from(qrScans);
  return { totalScans: Number(row?.total ?? 0), scansLast30Days: Number(row?.recent ?? 0) };
}
