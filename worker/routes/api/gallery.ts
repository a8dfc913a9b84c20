import { Hono } from "hono";
import { z } from "zod";
import { galleryCategories } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { adminOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { nowOf } from "../../lib/clock";
import { parseId, validate } from "../../lib/validation";
import { createGalleryImage, deleteGalleryImage, getGalleryImage, listGallery, listGalleryPage, gallerySorts, serializeGalleryImage, updateGalleryImage } from "../../services/gallery";
import { createGalleryBody, updateGalleryBody } from "../../../shared/contract/gallery";
import { record } from "./record";
import { created, deleted, itemNotFound, updated } from "./replies";

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
  .post("/", requireAdmin(), validate("json", createGalleryBody), async (c) => {
    const { db } = c.var.deps;
    const row = await createGalleryImage(db, c.req.valid("json"), adminOf(c).username, nowOf(c));
    await record(c, "create", "gallery_image", row.id, row.title);
    return created(c, serializeGalleryImage(row));
  })
  .put("/:id", requireAdmin(), validate("json", updateGalleryBody), async (c) => {
    const { db, blobs } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getGalleryImage(db, id));
    if (!existing) return itemNotFound(c);
    const row = await updateGalleryImage(db, blobs, existing, c.req.valid("json"), nowOf(c));
    await record(c, "update", "gallery_image", row.id, row.title);
    return updated(c, serializeGalleryImage(row));
  })
  .delete("/:id", requireAdmin(), async (c) => {
    const { db, blobs } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getGalleryImage(db, id));
    if (!existing) return itemNotFound(c);
    await deleteGalleryImage(db, blobs, existing);
    await record(c, "delete", "gallery_image", existing.id, existing.title);
    return deleted(c, existing.id);
  });
