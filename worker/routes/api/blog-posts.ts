import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { actorOf, adminOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { parseId, validate, withAliases } from "../../lib/validation";
import { audit } from "../../services/audit";
import { createPost, deletePost, getPost, listPosts, postBody, serializePost, updatePost } from "../../services/blog-posts";
import { created, deleted, itemNotFound, updated } from "./replies";

// Older admin clients send plain title/excerpt/content/alt_text: the Arabic text.
const aliases = { title: "title_ar", excerpt: "excerpt_ar", content: "content_ar", alt_text: "alt_text_ar" };
const createBody = withAliases(aliases, postBody.extend({ status: postBody.shape.status.default("draft") }));
const updateBody = withAliases(aliases, postBody.partial());

/** `/api/blog-posts`: published posts for everyone, every post for admins; admin writes. */
export const blogRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await listPosts(c.var.deps.db, c.var.lang, !isAdmin(c))))
  .get("/published", async (c) => ok(c, await listPosts(c.var.deps.db, c.var.lang, true)))
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const row = id && (await getPost(c.var.deps.db, id, !isAdmin(c)));
    return row ? ok(c, serializePost(row, c.var.lang)) : itemNotFound(c);
  })
  .post("/", requireAdmin(), validate("json", createBody), async (c) => {
    const { db } = c.var.deps;
    const row = await createPost(db, c.req.valid("json"), adminOf(c).id);
    await audit(db, actorOf(c), "create", "blog_post", row.id, row.titleAr);
    return created(c, serializePost(row, c.var.lang));
  })
  .put("/:id", requireAdmin(), validate("json", updateBody), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getPost(db, id, false));
    if (!existing) return itemNotFound(c);
    const row = await updatePost(db, existing, c.req.valid("json"));
    await audit(db, actorOf(c), "update", "blog_post", row.id, row.titleAr);
    return updated(c, serializePost(row, c.var.lang));
  })
  .delete("/:id", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const [row] = id ? await deletePost(db, id) : [];
    if (!row) return itemNotFound(c);
    await audit(db, actorOf(c), "delete", "blog_post", row.id);
    return deleted(c, row.id);
  });
