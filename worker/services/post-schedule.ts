import { and, eq, gt, isNotNull, isNull, lte, or, type Placeholder, type SQL } from "drizzle-orm";
import type { DB } from "../../db/client";
import { blogPosts } from "../../db/schema";

/**
 * Scheduled posts. A published post is public from its `publish_at` (when set) until its
 * `unpublish_at` (when set): every read that shows posts to readers asks that at the moment of
 * the request, so a post appears and goes by itself, to the second, with nothing to run at that
 * moment: no timer on Node, no Cron Trigger on Workers.
 *
 * Cached pages and API answers follow through their key (worker/render/page-cache.ts): besides the
 * content version, it names the last scheduled moment already past. When a moment passes, the key
 * changes and the next request renders afresh. Every process and isolate computes the same key
 * for the same content and time, so a cache shared between them (the Cache API of a data centre)
 * never serves one's old page to another.
 *
 * Times are stored as `toISOString()` writes them (UTC, milliseconds, `Z`), so comparing the
 * strings compares the times.
 */

/** Whether a post row is public at `now` (an ISO time, or a placeholder bound to one). */
export const isPublicAt = (now: string | Placeholder): SQL =>
  and(
    eq(blogPosts.status, "published"),
    or(isNull(blogPosts.publish_at), lte(blogPosts.publish_at, now)),
    or(isNull(blogPosts.unpublish_at), gt(blogPosts.unpublish_at, now)),
  )!;

/** The same, for a row already read. */
export const isPublicPost = (row: { status: string; publish_at: string | null; unpublish_at: string | null }, now: string) =>
  row.status === "published" && (!row.publish_at || row.publish_at <= now) && (!row.unpublish_at || row.unpublish_at > now);

// The scheduled moments of the posts as of one content version, per database handle.
const known = new WeakMap<DB, { version: number; moments: string[] }>();

/** Every moment at which a published post appears or goes, in order (as of `version`). */
async function momentsOf(db: DB, version: number): Promise<string[]> {
  const hit = known.get(db);
  if (hit?.version === version) return hit.moments;
  const rows = await db
    .select({ publish_at: blogPosts.publish_at, unpublish_at: blogPosts.unpublish_at })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), or(isNotNull(blogPosts.publish_at), isNotNull(blogPosts.unpublish_at))));
  const moments = rows.flatMap((r) => [r.publish_at, r.unpublish_at]).filter((m): m is string => !!m).sort();
  known.set(db, { version, moments });
  return moments;
}

/**
 * The part of the cache key that changes when a scheduled moment passes: the last moment at or
 * before `now` ("" when none has). One query when the content version changes, none otherwise.
 */
export async function scheduleMark(db: DB, version: number, now: number): Promise<string> {
  const moments = await momentsOf(db, version);
  if (!moments.length) return "";
  const at = new Date(now).toISOString();
  let last = "";
  for (const m of moments) {
    if (m > at) break;
    last = m;
  }
  return last;
}
