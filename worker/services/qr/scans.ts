import { and, eq, gte, lt, sql } from "drizzle-orm";
import { encodeHex } from "oslo/encoding";
import type { DB } from "../../../db/client";
import { qrScans, qrScanVisitors, qrTableScans, scanSalts } from "../../../db/schema";
import type { ScanTotals } from "../../../shared/contract/qr-stats";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, as stored in qr_scans.day. */
export const utcDay = (at: number | Date = Date.now()) => new Date(at).toISOString().slice(0, 10);

/** One more scan of a listing today (UTC): an atomic upsert, no IP or user agent kept. */
export async function recordScan(db: DB, businessId: number, at: number | Date = Date.now()) {
  await db
    .insert(qrScans)
    .values({ business_id: businessId, day: utcDay(at), count: 1 })
    .onConflictDoUpdate({ target: [qrScans.business_id, qrScans.day], set: { count: sql`${qrScans.count} + 1` } });
}

/** One more page open (a visit without `?src=qr`) of a listing today (UTC). */
export async function recordOpen(db: DB, businessId: number, at: number | Date = Date.now()) {
  await db
    .insert(qrScans)
    .values({ business_id: businessId, day: utcDay(at), count: 0, opens: 1 })
    .onConflictDoUpdate({ target: [qrScans.business_id, qrScans.day], set: { opens: sql`${qrScans.opens} + 1` } });
}

/** One more scan of one of a listing's numbered table codes today (UTC). */
async function recordTableScan(db: DB, businessId: number, table: number, at: number | Date) {
  await db
    .insert(qrTableScans)
    .values({ business_id: businessId, day: utcDay(at), table_number: table, count: 1 })
    .onConflictDoUpdate({ target: [qrTableScans.business_id, qrTableScans.day, qrTableScans.table_number], set: { count: sql`${qrTableScans.count} + 1` } });
}

/** Who is scanning, as the request shows it: the address and the browser. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

// Today's salt, once read: every scan needs it and it changes once a day.
const salts = new WeakMap<DB, { day: string; salt: string }>();

/** The day's random salt, made by the first scan of the day (the first writer wins). */
async function saltOf(db: DB, day: string) {
  const known = salts.get(db);
  if (known?.day === day) return known.salt;
  await db.insert(scanSalts).values({ day, salt: encodeHex(crypto.getRandomValues(new Uint8Array(32))) }).onConflictDoNothing();
  const [row] = await db.select().from(scanSalts).where(eq(scanSalts.day, day));
  salts.set(db, { day, salt: row.salt });
  return row.salt;
}

const encoder = new TextEncoder();
const sha256 = async (text: string) => encodeHex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));

/**
 * Counts a scan once per visitor per listing per day. The visitor is a hash of their address and
 * browser, the listing and the day's random salt: the same person reloading adds nothing, two
 * listings cannot tell they had the same visitor, and once the day (with its salt and its rows,
 * deleted here by the next scan) is over, no hash can be traced back to an address.
 * Returns whether this scan counted.
 */
export async function recordVisitorScan(db: DB, businessId: number, visitor: Visitor, at: number | Date = Date.now()) {
  return recordVisit(db, businessId, visitor, "scan", at);
}

/**
 * Counts a visit once per visitor per listing per day, as a scan of the printed code or as a page
 * open by any other link. The two are hashed apart (the kind is part of the hash), so one person
 * who scans and later opens a shared link counts once in each. Returns whether this visit counted.
 *
 * A scan of a numbered table code (`table`) is also a scan of that table: once per visitor per
 * table per day, whatever the listing's own count did, so a visitor who scans table 3 and later
 * table 7 is one scan of the listing and one of each table. The table's hash has the table in it
 * and lives in the same rows, so it goes with the day's salt like every other.
 */
export async function recordVisit(db: DB, businessId: number, visitor: Visitor, kind: "scan" | "open", at: number | Date = Date.now(), table: number | null = null) {
  const day = utcDay(at);
  const salt = await saltOf(db, day);
  // Scans keep the hash input they always had, so today's scans stay deduplicated across a deploy.
  const parts = kind === "scan" ? [salt, businessId, visitor.ip, visitor.userAgent] : [salt, businessId, "open", visitor.ip, visitor.userAgent];
  const hash = await sha256(parts.join("\n"));
  const tableHash = kind === "scan" && table !== null ? await sha256([salt, businessId, "table", table, visitor.ip, visitor.userAgent].join("\n")) : null;
  const seen = (visitorHash: string) =>
    db.insert(qrScanVisitors).values({ day, business_id: businessId, visitor: visitorHash }).onConflictDoNothing().returning({ day: qrScanVisitors.day });
  const [, , fresh, freshTable] = await db.batch([
    db.delete(qrScanVisitors).where(lt(qrScanVisitors.day, day)),
    db.delete(scanSalts).where(lt(scanSalts.day, day)),
    seen(hash),
    ...(tableHash ? [seen(tableHash)] : []),
  ]);
  if (table !== null && freshTable?.length) await recordTableScan(db, businessId, table, at);
  if (!fresh.length) return false;
  await (kind === "scan" ? recordScan : recordOpen)(db, businessId, at);
  return true;
}

/** A listing's total and its last 30 days (today included), every day listed, zeros too. */
export async function scanStats(db: DB, businessId: number, now: number | Date = Date.now()): Promise<ScanTotals> {
  const end = new Date(now).getTime();
  const days = Array.from({ length: 30 }, (_, i) => utcDay(end - (29 - i) * DAY_MS));
  const [total] = await db
    .select({ n: sql<number>`coalesce(sum(${qrScans.count}), 0)` })
    .from(qrScans)
    .where(eq(qrScans.business_id, businessId));
  const recent = await db
    .select({ day: qrScans.day, count: qrScans.count })
    .from(qrScans)
    .where(and(eq(qrScans.business_id, businessId), gte(qrScans.day, days[0])));
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
