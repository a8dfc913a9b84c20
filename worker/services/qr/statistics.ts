import { count, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrUsers } from "../../../db/schema";
import { scanTotals } from "./scans";

/** The admin's QR overview: listings and owners by status, and scans. */
export async function qrOverview(db: DB, now: number | Date = Date.now()) {
  const byStatus = await db.select({ status: qrBusinesses.status, n: count() }).from(qrBusinesses).groupBy(qrBusinesses.status);
  const businesses = Object.fromEntries(byStatus.map((r) => [r.status, r.n])) as Record<string, number>;
  const [users] = await db
    .select({
      total: count(),
      // The status is derived from the flags, so it is counted the same way.
      pending: sql<number>`coalesce(sum(case when ${qrUsers.is_active} = 1 and ${qrUsers.is_approved} = 0 then 1 else 0 end), 0)`,
      approved: sql<number>`coalesce(sum(case when ${qrUsers.is_active} = 1 and ${qrUsers.is_approved} = 1 then 1 else 0 end), 0)`,
      rejected: sql<number>`coalesce(sum(case when ${qrUsers.is_active} = 0 then 1 else 0 end), 0)`,
    })
    .from(qrUsers);
  return {
    totalBusinesses: Object.values(businesses).reduce((a, b) => a + b, 0),
    pendingBusinesses: businesses.pending ?? 0,
    approvedBusinesses: businesses.approved ?? 0,
    rejectedBusinesses: businesses.rejected ?? 0,
    totalUsers: users?.total ?? 0,
    pendingUsers: Number(users?.pending ?? 0),
    approvedUsers: Number(users?.approved ?? 0),
    rejectedUsers: Number(users?.rejected ?? 0),
    ...(await scanTotals(db, now)),
  };
}
