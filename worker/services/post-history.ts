import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { DB } from "../../db/client";
import { blogPostVersions } from "../../db/schema";
import type { PostRow } from "../../shared/contract/blog";

/**
 * Every save of a post keeps a version: the fields an admin edits, who saved, and when. An admin
 * lists them, compares one with the post as it is, and restores one (which is itself a save, so
 * a restore can be undone). While an admin types, the form autosaves every few seconds; those
 * saves share one version per admin and ten minutes instead of filling the list. A post keeps
 * its newest 50 versions.
 */

/** The fields a version keeps: what the admin's form edits. */
export const VERSIONED_FIELDS = [
  "title_ar",
  "title_en",
  "excerpt_ar",
  "excerpt_en",
  "content_ar",
  "content_en",
  "slug_ar",
  "slug_en",
  "meta_title_ar",
  "meta_title_en",
  "meta_description_ar",
  "meta_description_en",
  "image",
  "alt_text_ar",
  "alt_text_en",
  "category",
  "tags",
  "status",
  "publish_at",
  "unpublish_at",
] as const satisfies readonly (keyof PostRow)[];
export type VersionedField = (typeof VERSIONED_FIELDS)[number];
export type PostSnapshot = Pick<PostRow, VersionedField>;

const KEEP = 50;
const AUTOSAVE_SPAN_MS = 10 * 60_000;

export const snapshotOf = (row: PostRow): PostSnapshot => Object.fromEntries(VERSIONED_FIELDS.map((f) => [f, row[f]])) as PostSnapshot;

/** The fields in which two snapshots differ. */
export const changedFields = (a: PostSnapshot, b: PostSnapshot): VersionedField[] =>
  VERSIONED_FIELDS.filter((f) => JSON.stringify(a[f] ?? null) !== JSON.stringify(b[f] ?? null));

export async function recordVersion(db: DB, row: PostRow, author: { id?: number; name: string }, kind: "save" | "autosave" | "restore", at = Date.now()) {
  const now = new Date(at).toISOString();
  const data = snapshotOf(row);
  if (kind === "autosave") {
    const [last] = await db.select().from(blogPostVersions).where(eq(blogPostVersions.post_id, row.id)).orderBy(desc(blogPostVersions.id)).limit(1);
    if (last && last.kind === "autosave" && last.author_id === (author.id ?? null) && at - Date.parse(last.created_at) < AUTOSAVE_SPAN_MS) {
      await db.update(blogPostVersions).set({ data, created_at: now }).where(eq(blogPostVersions.id, last.id));
      return;
    }
  }
  const [saved] = await db
    .insert(blogPostVersions)
    .values({ post_id: row.id, data, author_id: author.id ?? null, author_name: author.name, kind, created_at: now })
    .returning({ id: blogPostVersions.id });
  // Past the newest KEEP versions, the oldest go.
  const old = (
    await db
      .select({ id: blogPostVersions.id })
      .from(blogPostVersions)
      .where(and(eq(blogPostVersions.post_id, row.id), lt(blogPostVersions.id, saved.id)))
      .orderBy(desc(blogPostVersions.id))
  ).slice(KEEP - 1);
  if (old.length) await db.delete(blogPostVersions).where(inArray(blogPostVersions.id, old.map((o) => o.id)));
}

/** A post's versions, newest first, without their bodies (the list an admin picks from). */
export async function listVersions(db: DB, postId: number, current: PostSnapshot) {
  const rows = await db.select().from(blogPostVersions).where(eq(blogPostVersions.post_id, postId)).orderBy(desc(blogPostVersions.id));
  return rows.map(({ data, ...v }) => {
    const snapshot = data as PostSnapshot;
    return { ...v, title_ar: snapshot.title_ar, title_en: snapshot.title_en, changed: changedFields(snapshot, current) };
  });
}

/** One version with its fields, and which of them differ from the post as it is now. */
export async function getVersion(db: DB, postId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(blogPostVersions)
    .where(and(eq(blogPostVersions.post_id, postId), eq(blogPostVersions.id, versionId)));
  return row && { ...row, data: row.data as PostSnapshot };
}
