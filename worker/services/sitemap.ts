import { and, desc, eq, isNotNull } from "drizzle-orm";
import { postPaths, projectPath, type PagePath } from "../../shared/page-address";
import type { DB } from "../../db/client";
import { blogPosts, portfolioProjects, qrBusinesses, qrUsers } from "../../db/schema";
import { publicFilter } from "./qr/business-queries";
import { isPublicAt } from "./post-schedule";

export interface SitemapEntry {
  path: PagePath;
  lastModified?: string;
  /** Pages that exist in both languages get hreflang alternates. */
  bilingual: boolean;
}

/** Every public page worth indexing: home, blog, articles, projects, legal pages and approved QR listings. */
export async function sitemapEntries(db: DB, now = Date.now()): Promise<SitemapEntry[]> {
  const [posts, listings, projects] = await Promise.all([
    db
      .select({ id: blogPosts.id, slug_ar: blogPosts.slug_ar, slug_en: blogPosts.slug_en, updatedAt: blogPosts.updated_at })
      .from(blogPosts)
      .where(isPublicAt(new Date(now).toISOString()))
      .orderBy(desc(blogPosts.published_at)),
    db
      .select({ unique_id: qrBusinesses.unique_id, updatedAt: qrBusinesses.updated_at })
      .from(qrBusinesses)
      .innerJoin(qrUsers, eq(qrUsers.id, qrBusinesses.owner_id))
      // The same rule as the public listing page: approved, and the owner not rejected.
      .where(and(publicFilter(), isNotNull(qrBusinesses.unique_id))),
    db.select({ id: portfolioProjects.id, slug: portfolioProjects.slug, updatedAt: portfolioProjects.updated_at }).from(portfolioProjects).orderBy(portfolioProjects.id),
  ]);
  const newestPost = posts.reduce<string | undefined>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), undefined);
  return [
    { path: "/", lastModified: newestPost, bilingual: true },
    { path: "/blog", lastModified: newestPost, bilingual: true },
    ...posts.map((p) => ({ path: postPaths(p), lastModified: p.updatedAt, bilingual: true })),
    ...projects.map((p) => ({ path: projectPath(p), lastModified: p.updatedAt, bilingual: true })),
    { path: "/privacy", bilingual: true },
    { path: "/terms", bilingual: true },
    ...listings.map((l) => ({ path: `/qr/${l.unique_id}`, lastModified: l.updatedAt, bilingual: true })),
  ];
}
