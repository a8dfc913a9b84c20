import { Hono } from "hono";
import { z } from "zod";
import { portfolioCategories } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { isAdmin, requireAdmin } from "../../middleware/auth";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { parseId, validate } from "../../lib/validation";
import { boolean, withAliases } from "../../../shared/contract/fields";
import { createProject, deleteProject, getProject, listProjects, listProjectsPage, projectSorts, updateProject } from "../../services/portfolio";
import { createProjectBody, updateProjectBody, type ProjectInput } from "../../../shared/contract/portfolio";
import { itemWrites } from "./item-writes";
import { itemNotFound } from "./replies";

// The published API's clients mix plain and underscored names for a project (completionDate or
// completion_date, order or order_index, ...): both are taken.
const aliases = {
  title: "title_ar",
  description: "description_ar",
  completionDate: "completion_date",
  isFeatured: "is_featured",
  order: "order_index",
} satisfies Record<string, keyof ProjectInput>;
const createBody = withAliases(aliases, createProjectBody);
const updateBody = withAliases(aliases, updateProjectBody);

const projectsQuery = listQuery(projectSorts, "order_index", { category: z.enum(portfolioCategories).optional(), featured: boolean().optional() });

const writes = itemWrites({ entity: "portfolio_project", get: getProject, create: createProject, update: updateProject, remove: deleteProject });

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
  .post("/", requireAdmin(), validate("json", createBody), (c) => writes.create(c, c.req.valid("json")))
  .put("/:id", requireAdmin(), validate("json", updateBody), (c) => writes.update(c, c.req.valid("json")))
  .delete("/:id", requireAdmin(), (c) => writes.remove(c));
