import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { portfolioImages, portfolioProjects } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { matches, type PageParams } from "../lib/list-query";
import { pick } from "../lib/localize";
import { childRows, parentWithChildren } from "../lib/child-rows";
import { pageOf } from "../lib/page-of";
import { apiRow } from "../../shared/contract/resource";
import { readStored } from "../../shared/rich-text";
import { slugify } from "../../shared/slug";
import { projectPath } from "../../shared/page-address";
import type { ImageDto, ImageRow, ProjectDto, ProjectInput, ProjectRow, ProjectUpdate } from "../../shared/contract/portfolio";

/** An image as the API shows it: its address and alt texts, plus the alt text in the asked language. */
const serializeImage = ({ project_id: _project, order_index: _order, ...image }: ImageRow, lang: Lang): ImageDto => ({
  ...image,
  altText: pick(lang, image.altText_ar, image.altText_en),
});

/** A project as the API shows it: the row, each text in the asked language, and its images. */
export const serializeProject = (row: ProjectRow, images: ImageRow[], lang: Lang): ProjectDto => {
  const project = apiRow(row);
  const content_ar = readStored(project.content_ar);
  const content_en = readStored(project.content_en);
  return {
    ...project,
    content_ar,
    content_en,
    content: (lang === "en" ? project.content_en || !project.content_ar : !project.content_ar && project.content_en) ? content_en : content_ar,
    content_format: "lexical",
    path: projectPath(project),
    title: pick(lang, project.title_ar, project.title_en),
    description: pick(lang, project.description_ar, project.description_en),
    completionDate: project.completion_date,
    isFeatured: project.is_featured,
    images: images.map((i) => serializeImage(i, lang)),
  };
};

const imageQuery = { parent: portfolioImages.project_id, order: portfolioImages.order_index, id: portfolioImages.id };

/** Projects with their images, in the given order. */
async function withImages(db: DB, rows: ProjectRow[], lang: Lang) {
  const images = await childRows(db, portfolioImages, imageQuery, rows.map((r) => r.id));
  return rows.map((p) => serializeProject(p, images.filter((i) => i.project_id === p.id), lang));
}

/** Projects in display order (featured first among equals), with their images. */
export async function listProjects(db: DB, lang: Lang, featuredOnly = false): Promise<ProjectDto[]> {
  const rows = await db
    .select()
    .from(portfolioProjects)
    .where(featuredOnly ? eq(portfolioProjects.is_featured, true) : undefined)
    .orderBy(asc(portfolioProjects.order_index), desc(portfolioProjects.completion_date), asc(portfolioProjects.id));
  return withImages(db, rows, lang);
}

export async function getProject(db: DB, id: number, lang: Lang) {
  const [row] = await db.select().from(portfolioProjects).where(eq(portfolioProjects.id, id));
  return row ? (await withImages(db, [row], lang))[0] : undefined;
}

/** A project and its images, written together (see parentWithChildren). */
const projectWrites = parentWithChildren(portfolioProjects, portfolioImages, portfolioImages.project_id, "project_id");

/** Creates a project and its images in one atomic batch. */
export async function createProject(db: DB, { images, slug, ...fields }: ProjectInput, lang: Lang, at = Date.now()) {
  const id = await projectWrites.create(db, fields, images, at);
  await assignProjectSlug(db, id, slug);
  return (await getProject(db, id, lang))!;
}

/** Updates given fields; an images list, when sent, replaces the old one atomically. */
export async function updateProject(db: DB, id: number, { images, slug, ...fields }: ProjectUpdate, lang: Lang, at = Date.now()) {
  await projectWrites.update(db, id, fields, images, at);
  await assignProjectSlug(db, id, slug);
  return (await getProject(db, id, lang))!;
}

/**
 * Gives a project its address, `/work/{slug}`: the one asked for, else the one it has, else one
 * made from its English title (a Latin address survives being pasted into any chat) or, without
 * one, its Arabic title. One slug names one project (`-2`, `-3` after the first).
 * `wanted`: undefined keeps the current slug; null (a cleared field) makes one again.
 */
export async function assignProjectSlug(db: DB, id: number, wanted?: string | null) {
  const [row] = await db.select().from(portfolioProjects).where(eq(portfolioProjects.id, id));
  if (!row) return;
  const base = wanted ?? (wanted === undefined ? row.slug : null) ?? slugify(row.title_en || row.title_ar, "work");
  const taken = new Set(
    (await db.select({ slug: portfolioProjects.slug }).from(portfolioProjects).where(and(ne(portfolioProjects.id, id), sql`(${portfolioProjects.slug} = ${base} OR ${portfolioProjects.slug} LIKE ${`${base}-%`})`))).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  if (slug !== row.slug) await db.update(portfolioProjects).set({ slug }).where(eq(portfolioProjects.id, id));
}

/** The project a case-study address names. */
export async function projectIdOfSlug(db: DB, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: portfolioProjects.id }).from(portfolioProjects).where(eq(portfolioProjects.slug, slug));
  return row?.id;
}

export const deleteProject = (db: DB, id: number) => projectWrites.remove(db, id);

/** The admin's project table: in the site's order, filtered by category, featured and title or client. */
export const projectSorts = ["order_index"] as const;

export async function listProjectsPage(
  db: DB,
  lang: Lang,
  f: { category?: ProjectRow["category"]; featured?: boolean; term?: string },
  p: PageParams,
) {
  const where = and(
    f.category ? eq(portfolioProjects.category, f.category) : undefined,
    f.featured === undefined ? undefined : eq(portfolioProjects.is_featured, f.featured),
    f.term ? matches(portfolioProjects.search_key, f.term) : undefined,
  );
  const { rows, total } = await pageOf(db, portfolioProjects, { where, sorts: { order_index: portfolioProjects.order_index }, id: portfolioProjects.id }, p);
  return { total, rows: await withImages(db, rows, lang) };
}
