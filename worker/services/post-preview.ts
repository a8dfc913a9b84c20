import { and, eq, gt, lt } from "drizzle-orm";
import { base64url } from "oslo/encoding";
import type { DB } from "../../db/client";
import { blogPreviews } from "../../db/schema";
import { hashToken } from "./sessions";

/**
 * Review links: an admin opens a draft as readers will see it, and may send the link to someone
 * who has no account (the client whose case study it is, a colleague on their phone). The link
 * is `/blog/preview/{token}`: 256 random bits, of which only the SHA-256 is stored, good for
 * three days. It shows the post as last saved; it is never cached and never indexed.
 */
export const PREVIEW_TTL_MS = 3 * 24 * 60 * 60_000;

export async function createPreview(db: DB, postId: number, createdBy: number, at = Date.now()) {
  const token = base64url.encode(crypto.getRandomValues(new Uint8Array(32)), { includePadding: false });
  const expires_at = new Date(at + PREVIEW_TTL_MS).toISOString();
  // Expired links of any post are cleared as new ones are made.
  await db.delete(blogPreviews).where(lt(blogPreviews.expires_at, new Date(at).toISOString()));
  await db.insert(blogPreviews).values({ token_hash: await hashToken(token), post_id: postId, created_by: createdBy, expires_at, created_at: new Date(at).toISOString() });
  return { token, expires_at };
}

/** The post a review link shows, while it has not expired. */
export async function postOfPreview(db: DB, token: string, at = Date.now()): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({ post_id: blogPreviews.post_id })
    .from(blogPreviews)
    .where(and(eq(blogPreviews.token_hash, await hashToken(token)), gt(blogPreviews.expires_at, new Date(at).toISOString())));
  return row?.post_id;
}
