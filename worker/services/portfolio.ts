import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../db/client";
import { portfolioImages, portfolioProjects } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";
import { childRows } from "../lib/child-rows";
import { pageOf } from "../lib/page-of";
import { boolean, imageUrl, integer, isoDate, optionalHttpUrl, optionalText, requiredText, stringList } from "../../shared/contract/fields";

export type ProjectRow = typeof portfolioProjects.$inferSelect;
export type ImageRow = typeof portfolioImages.$inferSelect;

/**
 * A project's columns as zod, derived from the table (names, the category's choices) and refined
 * where the API asks more than the table: lengths, the Arabic texts required, a real date, a web link.
 */
const projectColumns = createSelectSchema(portfolioProjects, {
  titleAr: requiredText(160),
  titleEn: optionalText(160),
  descriptionAr: requiredText(4000),
  descriptionEn: optionalText(4000),
  client: requiredText(120),
  completionDate: isoDate(),
  technologies: stringList(20, 40),
  isFeatured: boolean(),
  link: optionalHttpUrl(),
  orderIndex: integer(0, 10_000),
}).shape;

const imageColumns = createSelectSchema(portfolioImages, { imageUrl: imageUrl(), altTextAr: optionalText(200), altTextEn: optionalText(200) }).shape;

// Images as the API returns them ({imageUrl, altText_ar, altText_en}) or in snake_case, or a bare URL.
const imageBody = z.preprocess(
  (v) => {
    if (typeof v === "string") return { imageUrl: v };
    if (!v || typeof v !== "object") return v;
    const o = v as Record<string, unknown>;
    return {
      imageUrl: o.imageUrl ?? o.image_url ?? o.url,
      altText_ar: o.altText_ar ?? o.alt_text_ar ?? o.altText ?? o.alt_text,
      altText_en: o.altText_en ?? o.alt_text_en,
    };
  },
  z.object({ imageUrl: imageColumns.imageUrl, altText_ar: imageColumns.altTextAr, altText_en: imageColumns.altTextEn }),
);

/** What an admin sends for a project, in the API's field names; the route validates it, the form sends it. */
export const projectBody = z.object({
  title_ar: projectColumns.titleAr,
  title_en: projectColumns.titleEn,
  description_ar: projectColumns.descriptionAr,
  description_en: projectColumns.descriptionEn,
  category: projectColumns.category,
  client: projectColumns.client,
  completion_date: projectColumns.completionDate,
  technologies: projectColumns.technologies,
  is_featured: projectColumns.isFeatured,
  link: projectColumns.link,
  order_index: projectColumns.orderIndex,
  images: z.array(imageBody).max(12, "validation.tooMany"),
});
export type ProjectInput = z.infer<typeof projectBody>;

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

const imageQuery = { parent: portfolioImages.projectId, order: portfolioImages.orderIndex, id: portfolioImages.id };

/** Projects with their images, in the given order. */
async function withImages(db: DB, rows: ProjectRow[], lang: Lang) {
  const images = await childRows(db, portfolioImages, imageQuery, rows.map((r) => r.id));
  return rows.map((p) => serializeProject(p, images.filter((i) => i.projectId === p.id), lang));
}

/** Projects in display order (featured first among equals), with their images. */
export async function listProjects(db: DB, lang: Lang, featuredOnly = false): Promise<ProjectDto[]> {
  const rows = await db
    .select()
    .from(portfolioProjects)
    .where(featuredOnly ? eq(portfolioProjects.isFeatured, true) : undefined)
    .orderBy(asc(portfolioProjects.orderIndex), desc(portfolioProjects.completionDate), asc(portfolioProjects.id));
  return withImages(db, rows, lang);
}

const columns = (input: ProjectInput) => ({
  titleAr: input.title_ar,
  titleEn: input.title_en,
  descriptionAr: input.description_ar,
  descriptionEn: input.description_en,
  category: input.category,
  client: input.client,
  completionDate: input.completion_date,
  technologies: input.technologies,
  isFeatured: input.is_featured,
  link: input.link,
  orderIndex: input.order_index,
});

const imageRows = (projectId: number | SQL, images: ProjectInput["images"]) =>
  images.map((img, i) => ({ projectId: projectId as number, imageUrl: img.imageUrl, altTextAr: img.altText_ar, altTextEn: img.altText_en, orderIndex: i }));

export async function getProject(db: DB, id: number, lang: Lang) {
  const [row] = await db.select().from(portfolioProjects).where(eq(portfolioProjects.id, id));
  return row ? (await withImages(db, [row], lang))[0] : undefined;
}

/** Creates a project and its images atomically (the images find their project through max(id)). */
export async function createProject(db: DB, input: ProjectInput, lang: Lang, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [inserted] = await db.batch([
    db.insert(portfolioProjects).values({ ...columns(input), createdAt: now, updatedAt: now }).returning({ id: portfolioProjects.id }),
    ...(input.images.length ? [db.insert(portfolioImages).values(imageRows(sql`(SELECT max(id) FROM portfolio_projects)`, input.images))] : []),
  ]);
  return (await getProject(db, (inserted as { id: number }[])[0].id, lang))!;
}

/** Updates given fields; an images list, when sent, replaces the old one atomically. */
export async function updateProject(db: DB, id: number, input: Partial<ProjectInput>, lang: Lang, at = Date.now()) {
  const { images, ...fields } = input;
  await db.batch([
    db.update(portfolioProjects).set({ ...columns(fields as ProjectInput), updatedAt: new Date(at).toISOString() }).where(eq(portfolioProjects.id, id)),
    ...(images
      ? [db.delete(portfolioImages).where(eq(portfolioImages.projectId, id)), ...(images.length ? [db.insert(portfolioImages).values(imageRows(id, images))] : [])]
      : []),
  ]);
  return (await getProject(db, id, lang))!;
}

export async function deleteProject(db: DB, id: number) {
  const [, gone] = await db.batch([
    db.delete(portfolioImages).where(eq(portfolioImages.projectId, id)),
    db.delete(portfolioProjects).where(eq(portfolioProjects.id, id)).returning({ id: portfolioProjects.id }),
  ]);
  return (gone as { id: number }[]).length > 0;
}

/** The admin's project table: in the site's order, filtered by category, featured and title or client. */
export const projectSorts = ["order_index"] as const;

export async function listProjectsPage(
  db: DB,
  lang: Lang,
  f: { category?: (typeof portfolioProjects.$inferSelect)["category"]; featured?: boolean; term?: string },
  p: PageParams,
) {
  const where = and(
    f.category ? eq(portfolioProjects.category, f.category) : undefined,
    f.featured === undefined ? undefined : eq(portfolioProjects.isFeatured, f.featured),
    f.term ? matches(portfolioProjects.searchKey, f.term) : undefined,
  );
  const { rows, total } = await pageOf(db, portfolioProjects, { where, sorts: { order_index: portfolioProjects.orderIndex }, id: portfolioProjects.id }, p);
  return { total, rows: await withImages(db, rows, lang) };
}
