import { desc, eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { blogPosts } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { pick } from "../lib/localize";

type PostRow = typeof blogPosts.$inferSelect;

/** Shown when a post has no image of its own (spec: falls back to a default logo image). */
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
