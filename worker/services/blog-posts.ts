import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { blogPosts, type blogCategories, type blogStatuses } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, offsetOf, orderOf, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";
import { apiRow } from "../../shared/contract/resource";
import { isPublicAt } from "./post-schedule";
import { assignSlugs } from "./post-slugs";
import { plainOf, readStored } from "../../shared/rich-text";
import { readTimeMinutes } from "../../shared/format";
import { postPath } from "../../shared/page-address";
import type { PostDto, PostInput, PostListItem, PostRow, PostUpdate } from "../../shared/contract/blog";

/** Shown when a post has no image of its own (the site's logo). */
export const DEFAULT_POST_IMAGE = "/images/logo.svg";

/** A post as the API shows it: the row, plus each text in the asked language. */
export const serializePost = (row: PostRow, lang: Lang): PostDto => {
  const post = apiRow(row);
  const content_ar = readStored(post.content_ar);
  const content_en = readStored(post.content_en);
  const title = pick(lang, post.title_ar, post.title_en);
  const excerpt = pick(lang, post.excerpt_ar, post.excerpt_en);
  // The asked language's body; the other one when it has none (as with every text).
  const content = (lang === "en" ? post.content_en || !post.content_ar : !post.content_ar && post.content_en) ? content_en : content_ar;
  return {
    ...post,
    title,
    excerpt,
    content_ar,
    content_en,
    content,
    content_format: "lexical",
    read_minutes: readTimeMinutes(plainOf(content)),
    image: post.image || DEFAULT_POST_IMAGE,
    alt_text: pick(lang, post.alt_text_ar, post.alt_text_en),
    path: postPath(post, lang),
    meta_title: pick(lang, post.meta_title_ar, post.meta_title_en) || title,
    meta_description: pick(lang, post.meta_description_ar, post.meta_description_en) || excerpt,
  };
};

/** The body's fields that are not columns: what the request says about the save itself. */
const columnsOf = <T extends { content_format?: unknown; base_updated_at?: unknown; autosave?: unknown; slug_ar?: unknown; slug_en?: unknown }>(input: T) => {
  const { content_format: _f, base_updated_at: _b, autosave: _a, slug_ar: _sa, slug_en: _se, ...columns } = input;
  return columns;
};

/**
 * Posts newest first. With `publicAt` (ms), only what readers see at that moment: published, and
 * within its schedule (worker/services/post-schedule.ts); drafts and archived posts stay hidden.
 */
export async function listPosts(db: DB, lang: Lang, publicAt: number | undefined, limit?: number): Promise<PostDto[]> {
  const query = db
    .select()
    .from(blogPosts)
    .where(publicAt === undefined ? undefined : isPublicAt(new Date(publicAt).toISOString()))
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
    .where(and(eq(blogPosts.id, sql.placeholder("id")), isPublicAt(sql.placeholder("now"))))
    .prepare(),
});

/** One post; with `publicAt` (ms), only if readers see it at that moment. */
export async function getPost(db: DB, id: number, publicAt?: number) {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = preparePostQueries(db)));
  const [row] = publicAt === undefined ? await queries.any.all({ id }) : await queries.published.all({ id, now: new Date(publicAt).toISOString() });
  return row;
}

/**
 * The date a published post shows: when it goes public. A post scheduled ahead is dated by its
 * `publish_at`; one published at once, by now; a post published before keeps its date unless it
 * is scheduled again.
 */
function publishedAtOf(post: { status?: string; publish_at?: string | null; published_at?: string | null }, now: string, rescheduled: boolean) {
  if (post.status !== "published") return post.published_at ?? null;
  if (post.publish_at && (rescheduled || !post.published_at)) return post.publish_at;
  return post.published_at || now;
}

/** Creating a published post dates it (now, or its scheduled moment). */
export async function createPost(db: DB, input: PostInput, authorId: number, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [row] = await db
    .insert(blogPosts)
    .values({ ...columnsOf(input), author_id: authorId, published_at: publishedAtOf(input, now, true), created_at: now, updated_at: now })
    .returning();
  return assignSlugs(db, row, { slug_ar: input.slug_ar, slug_en: input.slug_en }, at);
}

/** Updates the given fields; publishing for the first time, or scheduling anew, dates the post. */
export async function updatePost(db: DB, existing: PostRow, input: PostUpdate, at = Date.now()) {
  const now = new Date(at).toISOString();
  const merged = { ...existing, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as PostRow;
  const published_at = publishedAtOf(merged, now, input.publish_at !== undefined && input.publish_at !== existing.publish_at);
  const [row] = await db
    .update(blogPosts)
    // Absent fields are undefined here, which drizzle leaves unchanged.
    .set({ ...columnsOf(input), published_at, updated_at: now })
    .where(eq(blogPosts.id, existing.id))
    .returning();
  return assignSlugs(db, row, { slug_ar: input.slug_ar, slug_en: input.slug_en }, at);
}

export const deletePost = (db: DB, id: number) => db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });

/** One more view of a post readers see at `at` (the article page counts them). */
export const countView = (db: DB, id: number, at = Date.now()) =>
  db.update(blogPosts).set({ views: sql`${blogPosts.views} + 1` }).where(and(eq(blogPosts.id, id), isPublicAt(new Date(at).toISOString())));

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
      const { content: _content, content_ar: _ar, content_en: _en, content_format: _format, ...row } = serializePost({ ...r, content_ar: "", content_en: "" }, lang);
      return row;
    }),
  };
}
