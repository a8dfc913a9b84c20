import { lt, sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { rateLimits } from "../../db/schema";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in a fixed window and says whether it is within the limit. The count is
 * taken before the work it guards (a password check), in one atomic upsert, so a burst of
 * parallel requests cannot all slip in before the first failure is recorded.
 */
export async function hit(db: DB, { key, max, windowMs }: Limit, now = Date.now()): Promise<LimitResult> {
  const resetAt = now + windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, reset_at: resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.reset_at} <= ${now} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        reset_at: sql`CASE WHEN ${rateLimits.reset_at} <= ${now} THEN ${resetAt} ELSE ${rateLimits.reset_at} END`,
      },
    })
    .returning();
  // Now and then, forget windows that are long over.
  if (Math.random() < 0.02) await db.delete(rateLimits).where(lt(rateLimits.reset_at, now - windowMs));
  return { allowed: row.count <= max, retryAfterSeconds: Math.max(1, Math.ceil((row.reset_at - now) / 1000)) };
}

/** Counts against several limits at once; the first one exceeded decides. */
export async function hitAll(db: DB, limits: Limit[], now = Date.now()): Promise<LimitResult> {
  let result: LimitResult = { allowed: true, retryAfterSeconds: 0 };
  for (const limit of limits) {
    const r = await hit(db, limit, now);
    if (!r.allowed && result.allowed) result = r;
  }
  return result;
}

export const clearLimit = (db: DB, key: string) => db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);

/** Takes one attempt back (never below zero). */
export const undoHit = (db: DB, key: string) =>
  db.update(rateLimits).set({ count: sql`max(${rateLimits.count} - 1, 0)` }).where(sql`${rateLimits.key} = ${key}`);
