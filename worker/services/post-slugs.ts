import { and, eq, ne, or, sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { blogPosts, blogPostSlugs } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { slugify } from "../../shared/slug";
import type { PostRow } from "../../shared/contract/blog";
import { isPublicAt } from "./post-schedule";

/**
 * An article's addresses: `/blog/{slug}`, a slug per language, made from the title when the
 * admin gives none. A slug, once given, keeps leading to its post: renaming it adds the new one
 * and the old address redirects (301), as does the older `/blog/{id}`. One slug names one post
 * whatever its language, so a second "أخبار" becomes "أخبار-2".
 */

/** The first of `base`, `base-2`, `base-3`… that no other post has. */
async function freeSlug(db: DB, base: string, postId: number): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: blogPostSlugs.slug })
        .from(blogPostSlugs)
        .where(and(ne(blogPostSlugs.post_id, postId), sql`(${blogPostSlugs.slug} = ${base} OR ${blogPostSlugs.slug} LIKE ${`${base}-%`})`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * What the admin asked for a language's slug: left out (undefined) keeps the current one (or
 * makes one when there is none); null (a cleared field) makes one from the title again.
 */
type Wanted = string | null | undefined;

/** Gives the post its slugs (kept, asked for, or made from its titles), and records new ones. */
export async function assignSlugs(db: DB, post: PostRow, wanted: { slug_ar?: Wanted; slug_en?: Wanted }, at = Date.now()): Promise<PostRow> {
  const now = new Date(at).toISOString();
  const next: Record<`slug_${Lang}`, string | null> = { slug_ar: post.slug_ar, slug_en: post.slug_en };
  for (const lang of ["ar", "en"] as const) {
    const key = `slug_${lang}` as const;
    const title = lang === "ar" ? post.title_ar : post.title_en;
    const asked = wanted[key];
    const base = asked ?? (asked === undefined ? post[key] : null) ?? (title ? slugify(title) : null);
    if (!base) {
      next[key] = null;
      continue;
    }
    // The English slug may not repeat the Arabic one (both name the same post; a slug names one language).
    const slug = await freeSlug(db, base, post.id);
    next[key] = lang === "en" && slug === next.slug_ar ? await freeSlug(db, `${slug}-en`, post.id) : slug;
  }
  for (const lang of ["ar", "en"] as const) {
    const slug = next[`slug_${lang}`];
    if (!slug) continue;
    await db
      .insert(blogPostSlugs)
      .values({ slug, post_id: post.id, lang, created_at: now })
      .onConflictDoUpdate({ target: blogPostSlugs.slug, set: { lang }, where: eq(blogPostSlugs.post_id, post.id) });
  }
  if (next.slug_ar === post.slug_ar && next.slug_en === post.slug_en) return post;
  const [row] = await db.update(blogPosts).set(next).where(eq(blogPosts.id, post.id)).returning();
  return row;
}

/** The post a slug names (current or former), or undefined. */
export async function postIdOfSlug(db: DB, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ post_id: blogPostSlugs.post_id }).from(blogPostSlugs).where(eq(blogPostSlugs.slug, slug));
  return row?.post_id;
}

/** The slug the post answers to in `lang`: its own, the Arabic one when it has no English, else its number. */
export const currentSlug = (post: Pick<PostRow, "id" | "slug_ar" | "slug_en">, lang: Lang) => (lang === "en" && post.slug_en) || post.slug_ar || String(post.id);

/**
 * One more view of the post whose current slug this is, if readers see it at `at`: a single statement, so an
 * article served from the page cache costs one database trip for its count, as before slugs.
 */
export const countViewBySlug = (db: DB, slug: string, at = Date.now()) =>
  db
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1` })
    .where(
      and(
        sql`${blogPosts.id} = (SELECT ${blogPostSlugs.post_id} FROM ${blogPostSlugs} WHERE ${blogPostSlugs.slug} = ${slug})`,
        // A former slug only redirects; the view is counted at the current one.
        or(eq(blogPosts.slug_ar, slug), eq(blogPosts.slug_en, slug)),
        isPublicAt(new Date(at).toISOString()),
      ),
    );
