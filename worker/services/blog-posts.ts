import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../db/client";
import { blogPosts, type blogCategories, type blogStatuses } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, offsetOf, orderOf, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";
import { imageUrl, optionalText, requiredText, stringList } from "../../shared/contract/fields";

export type PostRow = typeof blogPosts.$inferSelect;

/**
 * A post's columns as zod, derived from the table (names, enums for category and status) and
 * refined where the API asks more than the table: lengths, required Arabic texts, image URLs.
 */
const postColumns = createSelectSchema(blogPosts, {
  titleAr: requiredText(200),
  titleEn: optionalText(200),
  excerptAr: requiredText(600),
  excerptEn: optionalText(600),
  contentAr: requiredText(50_000),
  contentEn: optionalText(50_000),
  image: imageUrl(),
  altTextAr: requiredText(200),
  altTextEn: optionalText(200),
  tags: stringList(),
}).shape;

/** What an admin sends for a post, in the API's field names; the route validates it, the form sends it. */
export const postBody = z.object({
  title_ar: postColumns.titleAr,
  title_en: postColumns.titleEn,
  excerpt_ar: postColumns.excerptAr,
  excerpt_en: postColumns.excerptEn,
  content_ar: postColumns.contentAr,
  content_en: postColumns.contentEn,
  image: postColumns.image,
  alt_text_ar: postColumns.altTextAr,
  alt_text_en: postColumns.altTextEn,
  category: postColumns.category,
  tags: postColumns.tags,
  status: postColumns.status,
});
export type PostInput = z.infer<typeof postBody>;

/** Shown when a post has no image of its own (the site's logo). */
export const DEFAULT_POST_IMAGE = "/images/logo.svg";

export const serializePost = (p: PostRow, lang: Lang) => ({
  id: p.id,
  title_ar: p.titleAr,
  title_en: p.titleEn,
  title: pick(lang, p.titleAr, p.titleEn),
  excerpt_ar: p.excerptAr,
  excerpt_en: p.excerptEn,
  excerpt: pick(lang, p.excerptAr, p.excerptEn),
  content_ar: p.contentAr,
  content_en: p.contentEn,
  content: pick(lang, p.contentAr, p.contentEn),
  image: p.image || DEFAULT_POST_IMAGE,
  alt_text_ar: p.altTextAr,
  alt_text_en: p.altTextEn,
  alt_text: pick(lang, p.altTextAr, p.altTextEn),
  category: p.category,
  tags: p.tags,
  status: p.status,
  author_id: p.authorId,
  published_at: p.publishedAt,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
  views: p.views,
  likes: p.likes,
});
export type PostDto = ReturnType<typeof serializePost>;

/** Posts newest first; `publishedOnly` for anonymous visitors (drafts and archived stay hidden). */
export async function listPosts(db: DB, lang: Lang, publishedOnly: boolean, limit?: number): Promise<PostDto[]> {
  const query = db
    .select()
    .from(blogPosts)
    .where(publishedOnly ? eq(blogPosts.status, "published") : undefined)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((p) => serializePost(p, lang));
}

// Point reads run on every article view: their SQL is built once per database handle.
const prepared = new WeakMap<DB, ReturnType<typeof preparePostQueries>>();
const preparePostQueries = (db: DB) => ({
  any: db.select().from(blogPosts).where(eq(blogPosts.id, sql.placeholder("id"))).prepare(),
  published: db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, sql.placeholder("id")), eq(blogPosts.status, "published")))
    .prepare(),
});

export async function getPost(db: DB, id: number, publishedOnly: boolean) {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = preparePostQueries(db)));
  const [row] = await (publishedOnly ? queries.published : queries.any).all({ id });
  return row;
}

const columns = (input: PostInput) => ({
  titleAr: input.title_ar,
  titleEn: input.title_en,
  excerptAr: input.excerpt_ar,
  excerptEn: input.excerpt_en,
  contentAr: input.content_ar,
  contentEn: input.content_en,
  image: input.image,
  altTextAr: input.alt_text_ar,
  altTextEn: input.alt_text_en,
  category: input.category,
  tags: input.tags,
  status: input.status,
});

/** Creating a published post stamps published_at now. */
export async function createPost(db: DB, input: PostInput, authorId: number, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [row] = await db
    .insert(blogPosts)
    .values({ ...columns(input), authorId, publishedAt: input.status === "published" ? now : null, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Updates the given fields; publishing for the first time stamps published_at. */
export async function updatePost(db: DB, existing: PostRow, input: Partial<PostInput>, at = Date.now()) {
  const publishing = input.status === "published" && !existing.publishedAt;
  const now = new Date(at).toISOString();
  const [row] = await db
    .update(blogPosts)
    // Absent fields are undefined here, which drizzle leaves unchanged.
    .set({ ...columns(input as PostInput), ...(publishing ? { publishedAt: now } : {}), updatedAt: now })
    .where(eq(blogPosts.id, existing.id))
    .returning();
  return row;
}

export const deletePost = (db: DB, id: number) => db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });

/** One more view of a published post (the article page counts them). */
export const countView = (db: DB, id: number) =>
  db.update(blogPosts).set({ views: sql`${blogPosts.views} + 1` }).where(and(eq(blogPosts.id, id), eq(blogPosts.status, "published")));

/** What the admin's post table can be sorted by and filtered on. */
export const postSorts = ["created_at", "published_at"] as const;
export interface PostFilter {
  status?: (typeof blogStatuses)[number];
  category?: (typeof blogCategories)[number];
  /** Already folded (see foldSearch): matches either title. */
  term?: string;
}

// A list row's columns: everything but the two article bodies, which only the edit form needs.
const { contentAr: _contentAr, contentEn: _contentEn, ...listColumns } = getTableColumns(blogPosts);

/**
 * One page of posts for the admin, light enough for a phone on a slow network: the rows leave out
 * the article bodies (`content`, `content_ar`, `content_en`); the edit form loads one whole post
 * from `GET /api/blog-posts/{id}` when it opens.
 */
export async function listPostsPage(db: DB, lang: Lang, f: PostFilter, p: PageParams) {
  const where = and(
    f.status ? eq(blogPosts.status, f.status) : undefined,
    f.category ? eq(blogPosts.category, f.category) : undefined,
    f.term ? matches(blogPosts.searchKey, f.term) : undefined,
  );
  const rows = await db
    .select(listColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(...orderOf(p.sort, { created_at: blogPosts.createdAt, published_at: blogPosts.publishedAt }, blogPosts.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
  return {
    total,
    rows: rows.map((r) => {
      const { content: _content, content_ar: _ar, content_en: _en, ...row } = serializePost({ ...r, contentAr: "", contentEn: "" }, lang);
      return row;
    }),
  };
}
