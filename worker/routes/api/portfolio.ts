import { Hono } from "hono";
import { z } from "zod";
import { portfolioCategories } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { actorOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import {
  boolean,
  imageUrl,
  integer,
  isoDate,
  optionalHttpUrl,
  optionalText,
  parseId,
  requiredText,
  stringList,
  validate,
  withAliases,
} from "../../lib/validation";
import { audit } from "../../services/audit";
import { createProject, deleteProject, getProject, listProjects, listProjectsPage, projectSorts, updateProject } from "../../services/portfolio";
import { created, deleted, itemNotFound, updated } from "./replies";

// Images as the API returns them ({imageUrl, altText_ar, altText_en}) or in snake_case, or a bare URL.
const image = z.preprocess(
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
  z.object({ imageUrl: imageUrl(), altText_ar: optionalText(200), altText_en: optionalText(200) }),
);

const fields = z.object({
  title_ar: requiredText(160),
  title_en: optionalText(160),
  description_ar: requiredText(4000),
  description_en: optionalText(4000),
  category: z.enum(portfolioCategories),
  client: requiredText(120),
  completion_date: isoDate(),
  technologies: stringList(20, 40),
  is_featured: boolean(),
  link: optionalHttpUrl(),
  order_index: integer(0, 10_000),
  images: z.array(image).max(12, "validation.tooMany"),
});
// Admin clients mix plain and underscored names (completionDate or completion_date, ...).
const aliases = {
  title: "title_ar",
  description: "description_ar",
  completionDate: "completion_date",
  isFeatured: "is_featured",
  order: "order_index",
};
const createBody = withAliases(
  aliases,
  fields.extend({
    technologies: fields.shape.technologies.default([]),
    is_featured: boolean().default(false),
    order_index: integer(0, 10_000).default(0),
    images: fields.shape.images.default([]),
  }),
);
const updateBody = withAliases(aliases, fields.partial());

const projectsQuery = listQuery(projectSorts, "order_index", { category: z.enum(portfolioCategories).optional(), featured: boolean().optional() });

/** `/api/portfolio`: every project is public; `/featured` only the featured ones. Admin writes. */
export const portfolioRoutes = new Hono<AppEnv>()
  // Admins get one page at a time (with the total); visitors get every project.
  .get("/", validate("query", projectsQuery), async (c) => {
    if (!isAdmin(c)) return ok(c, await listProjects(c.var.deps.db, c.var.lang));
    const query = c.req.valid("query");
    const { rows, total } = await listProjectsPage(c.var.deps.db, c.var.lang, { category: query.category, featured: query.featured, term: searchTermOf(query) }, query);
    return okPage(c, rows, pageMeta(total, query));
  })
  .get("/featured", async (c) => ok(c, await listProjects(c.var.deps.db, c.var.lang, true)))
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const project = id && (await getProject(c.var.deps.db, id, c.var.lang));
    return project ? ok(c, project) : itemNotFound(c);
  })
  .post("/", requireAdmin(), validate("json", createBody), async (c) => {
    const { db } = c.var.deps;
    const project = await createProject(db, c.req.valid("json"), c.var.lang);
    await audit(db, actorOf(c), "create", "portfolio_project", project.id, project.title_ar);
    return created(c, project);
  })
  .put("/:id", requireAdmin(), validate("json", updateBody), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    if (!id || !(await getProject(db, id, c.var.lang))) return itemNotFound(c);
    const project = await updateProject(db, id, c.req.valid("json"), c.var.lang);
    await audit(db, actorOf(c), "update", "portfolio_project", id, project.title_ar);
    return updated(c, project);
  })
  .delete("/:id", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    if (!id || !(await deleteProject(db, id))) return itemNotFound(c);
    await audit(db, actorOf(c), "delete", "portfolio_project", id);
    return deleted(c, id);
  });
