import { eq, isNull, not, or, like } from "drizzle-orm";
import type { DB } from "../../db/client";
import { blogPosts, portfolioProjects } from "../../db/schema";
import { assignProjectSlug } from "./portfolio";
import { fromPlain } from "../../shared/rich-text";
import { assignSlugs } from "./post-slugs";

/**
 * Brings posts written before the rich-text editor and slugs up to date, once, after the
 * migrations (every start and `npm run db:setup` runs it; a database already up to date costs one
 * query):
 * - a body in plain text becomes the editor's tree, a paragraph per blank-line-separated block,
 *   so it reads as it did and opens in the editor as paragraphs;
 * - a post without an address gets its slugs from its titles, and a project its case study's.
 * Returns how many posts and projects it changed.
 */
export async function upgradePosts(db: DB, at = Date.now()): Promise<number> {
  const plain = (column: typeof blogPosts.content_ar | typeof blogPosts.content_en) => not(or(eq(column, ""), like(column, '{"root"%'))!);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(or(plain(blogPosts.content_ar), plain(blogPosts.content_en), isNull(blogPosts.slug_ar)));
  for (const row of rows) {
    const tree = (text: string) => (text && !text.startsWith('{"root"') ? JSON.stringify(fromPlain(text)) : text);
    const [converted] = await db
      .update(blogPosts)
      .set({ content_ar: tree(row.content_ar), content_en: tree(row.content_en) })
      .where(eq(blogPosts.id, row.id))
      .returning();
    await assignSlugs(db, converted, {}, at);
  }
  // Projects without a case-study address get one from their titles.
  const projects = await db.select({ id: portfolioProjects.id }).from(portfolioProjects).where(isNull(portfolioProjects.slug));
  for (const p of projects) await assignProjectSlug(db, p.id);
  return rows.length + projects.length;
}
