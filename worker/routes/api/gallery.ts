import { Hono } from "hono";
import { z } from "zod";
import { galleryCategories } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { actorOf, adminOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { imageUrl, integer, parseId, requiredText, stringList, validate } from "../../lib/validation";
import { audit } from "../../services/audit";
import {
  createGalleryImage,
  deleteGalleryImage,
  getGalleryImage,
  listGallery,
  listGalleryPage,
  gallerySorts,
  serializeGalleryImage,
  updateGalleryImage,
} from "../../services/gallery";
import { created, deleted, itemNotFound, updated } from "./replies";

const fields = z.object({
  title: requiredText(160),
  description: requiredText(2000),
  url: imageUrl(),
  alt_text: requiredText(200),
  category: z.enum(galleryCategories),
  tags: stringList(20, 40),
  size: integer(0, 100_000_000).nullable(),
  dimensions: z.object({ width: integer(1, 100_000), height: integer(1, 100_000) }).nullable(),
});
const createBody = fields.extend({
  tags: fields.shape.tags.default([]),
  size: fields.shape.size.optional(),
  dimensions: fields.shape.dimensions.optional(),
});
const updateBody = fields.partial();

const galleryQuery = listQuery(gallerySorts, "-created_at", { category: z.enum(galleryCategories).optional() });

/** `/api/gallery`: public list; admin writes. Deleting an uploaded image deletes its file. */
export const galleryRoutes = new Hono<AppEnv>()
  // Admins get one page at a time (with the total); visitors get every image.
  .get("/", validate("query", galleryQuery), async (c) => {
    if (!isAdmin(c)) return ok(c, await listGallery(c.var.deps.db));
    const query = c.req.valid("query");
    const { rows, total } = await listGalleryPage(c.var.deps.db, { category: query.category, term: searchTermOf(query) }, query);
    return okPage(c, rows, pageMeta(total, query));
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const row = id && (await getGalleryImage(c.var.deps.db, id));
    return row ? ok(c, serializeGalleryImage(row)) : itemNotFound(c);
  })
  .post("/", requireAdmin(), validate("json", createBody), async (c) => {
    const { db } = c.var.deps;
    const row = await createGalleryImage(db, c.req.valid("json"), adminOf(c).username);
    await audit(db, actorOf(c), "create", "gallery_image", row.id, row.title);
    return created(c, serializeGalleryImage(row));
  })
  .put("/:id", requireAdmin(), validate("json", updateBody), async (c) => {
    const { db, blobs } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getGalleryImage(db, id));
    if (!existing) return itemNotFound(c);
    const row = await updateGalleryImage(db, blobs, existing, c.req.valid("json"));
    await audit(db, actorOf(c), "update", "gallery_image", row.id, row.title);
    return updated(c, serializeGalleryImage(row));
  })
  .delete("/:id", requireAdmin(), async (c) => {
    const { db, blobs } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getGalleryImage(db, id));
    if (!existing) return itemNotFound(c);
    await deleteGalleryImage(db, blobs, existing);
    await audit(db, actorOf(c), "delete", "gallery_image", existing.id, existing.title);
    return deleted(c, existing.id);
  });
