import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { blogPosts, type blogCategories, type blogStatuses } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, offsetOf, orderOf, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";
import { apiRow } from "../../shared/contract/resource";
import type { PostDto, PostInput, PostListItem, PostRow, PostUpdate } from "../../shared/contract/blog";

/** Shown when a post has no image of its own (the site's logo). */
export const DEFAULT_POST_IMAGE = "/images/logo.svg";

/** A post as the API shows it: the row, plus each text in the asked language. */
export const serializePost = (row: PostRow, lang: Lang): PostDto => {
  const post = apiRow(row);
  return {
    ...post,
    title: pick(lang, post.title_ar, post.title_en),
    excerpt: pick(lang, post.excerpt_ar, post.excerpt_en),
    content: pick(lang, post.content_ar, post.content_en),
    image: post.image || DEFAULT_POST_IMAGE,
    alt_text: pick(lang, post.alt_text_ar, post.alt_text_en),
  };
};

/** Posts newest first; `publishedOnly` for anonymous visitors (drafts and archived stay hidden). */
export async function listPosts(db: DB, lang: Lang, publishedOnly: boolean, limit?: number): Promise<PostDto[]> {
  const query = db
    .select()
    .from(blogPosts)
    .where(publishedOnly ? eq(blogPosts.status, "published") : undefined)
    .orderBy(desc(blogPosts.published_at), desc(blogPosts.created_at), desc(blogPosts.id));
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

/** Creating a published post stamps published_at now. */
export async function createPost(db: DB, input: PostInput, authorId: number, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [row] = await db
    .insert(blogPosts)
    .values({ ...input, author_id: authorId, published_at: input.status === "published" ? now : null, created_at: now, updated_at: now })
    .returning();
  return row;
}

/** Updates the given fields; publishing for the first time stamps published_at. */
export async function updatePost(db: DB, existing: PostRow, input: PostUpdate, at = Date.now()) {
  const publishing = input.status === "published" && !existing.published_at;
  const now = new Date(at).toISOString();
  const [row] = await db
    .update(blogPosts)
    // Absent fields are undefined here, which drizzle leaves unchanged.
    .set({ ...input, ...(publishing ? { published_at: now } : {}), updated_at: now })
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
const { content_ar: _contentAr, content_en: _contentEn, ...listColumns } = getTableColumns(blogPosts);

/**
 * One page of posts for the admin, light enough for a phone on a slow network: the rows leave out
 * the article bodies (`content`, `content_ar`, `content_en`); the edit form loads one whole post
 * from `GET /api/blog-posts/{id}` when it opens.
 */
export async function listPostsPage(db: DB, lang: Lang, f: PostFilter, p: PageParams) {
  const where = and(
    f.status ? eq(blogPosts.status, f.status) : undefined,
    f.category ? eq(blogPosts.category, f.category) : undefined,
    f.term ? matches(blogPosts.search_key, f.term) : undefined,
  );
  const rows = await db
    .select(listColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(...orderOf(p.sort, { created_at: blogPosts.created_at, published_at: blogPosts.published_at }, blogPosts.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
  return {
    total,
    rows: rows.map((r): PostListItem => {
      const { content: _content, content_ar: _ar, content_en: _en, ...row } = serializePost({ ...r, content_ar: "", content_en: "" }, lang);
      return row;
    }),
  };
}
