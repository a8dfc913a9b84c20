import { asc, desc, eq, inArray } from "drizzle-orm";
import type { DB } from "../../db/client";
import { portfolioImages, portfolioProjects } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { pick } from "../lib/localize";

type ProjectRow = typeof portfolioProjects.$inferSelect;
type ImageRow = typeof portfolioImages.$inferSelect;

export const serializeProject = (p: ProjectRow, images: ImageRow[], lang: Lang) => ({
  id: p.id,
  title_ar: p.titleAr,
  title_en: p.titleEn,
  title: pick(lang, p.titleAr, p.titleEn),
  description_ar: p.descriptionAr,
  description_en: p.descriptionEn,
  description: pick(lang, p.descriptionAr, p.descriptionEn),
  category: p.category,
  client: p.client,
  completion_date: p.completionDate,
  completionDate: p.completionDate,
  technologies: p.technologies,
  is_featured: p.isFeatured,
  isFeatured: p.isFeatured,
  link: p.link,
  order_index: p.orderIndex,
  images: images.map((i) => ({
    id: i.id,
    imageUrl: i.imageUrl,
    altText_ar: i.altTextAr,
    altText_en: i.altTextEn,
    altText: pick(lang, i.altTextAr, i.altTextEn),
  })),
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});
export type ProjectDto = ReturnType<typeof serializeProject>;

/** Projects in display order (featured first among equals), with their images. */
export async function listProjects(db: DB, lang: Lang, featuredOnly = false): Promise<ProjectDto[]> {
  const rows = await db
    .select()
    .from(portfolioProjects)
    .where(featuredOnly ? eq(portfolioProjects.isFeatured, true) : undefined)
    .orderBy(asc(portfolioProjects.orderIndex), desc(portfolioProjects.completionDate), asc(portfolioProjects.id));
  if (!rows.length) return [];
  const images = await db
    .select()
    .from(portfolioImages)
    .where(inArray(portfolioImages.projectId, rows.map((r) => r.id)))
    .orderBy(asc(portfolioImages.orderIndex), asc(portfolioImages.id));
  return rows.map((p) => serializeProject(p, images.filter((i) => i.projectId === p.id), lang));
}
