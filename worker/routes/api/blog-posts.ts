import { Hono } from "hono";
import { z } from "zod";
import { blogCategories, blogStatuses } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { actorOf, adminOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { bulkBody, runBulk } from "../../lib/bulk";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { parseId, validate } from "../../lib/validation";
import { withAliases } from "../../../shared/contract/fields";
import { nowOf } from "../../lib/clock";
import { createPost, deletePost, getPost, listPosts, listPostsPage, postSorts, serializePost, updatePost } from "../../services/blog-posts";
import { createPostBody, updatePostBody, type PostInput } from "../../../shared/contract/blog";
import { record } from "./record";
import { created, deleted, itemNotFound, updated } from "./replies";

// The published API names a post's texts plain (title, excerpt, content, alt_text), and clients
// written against it send them so: they stand for the Arabic text.
const aliases = { title: "title_ar", excerpt: "excerpt_ar", content: "content_ar", alt_text: "alt_text_ar" } satisfies Record<string, keyof PostInput>;
const createBody = withAliases(aliases, createPostBody);
const updateBody = withAliases(aliases, updatePostBody);

const postsQuery = listQuery(postSorts, "-created_at", {
  status: z.enum(["all", ...blogStatuses]).optional(),
  category: z.enum(blogCategories).optional(),
});

/** `/api/blog-posts`: published posts for everyone, every post for admins; admin writes. */
export const blogRoutes = new Hono<AppEnv>()
  // Admins get one page at a time (with the total); visitors get the published posts.
  .get("/", validate("query", postsQuery), async (c) => {
    if (!isAdmin(c)) return ok(c, await listPosts(c.var.deps.db, c.var.lang, nowOf(c)));
    const query = c.req.valid("query");
    const filter = { status: query.status === "all" ? undefined : query.status, category: query.category, term: searchTermOf(query) };
    const { rows, total } = await listPostsPage(c.var.deps.db, c.var.lang, filter, query);
    return okPage(c, rows, pageMeta(total, query));
  })
  .get("/published", async (c) => ok(c, await listPosts(c.var.deps.db, c.var.lang, nowOf(c))))
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const row = id && (await getPost(c.var.deps.db, id, isAdmin(c) ? undefined : nowOf(c)));
    return row ? ok(c, serializePost(row, c.var.lang)) : itemNotFound(c);
  })
  // Publish, unpublish (back to draft) or delete up to 200 posts, each audited.
  .post("/bulk", requireAdmin(), validate("json", bulkBody(["publish", "unpublish", "delete"])), async (c) => {
    const { db } = c.var.deps;
    const input = c.req.valid("json");
    return runBulk(c, input, "blog_post", actorOf(c), async (id) => {
      const existing = await getPost(db, id);
      if (!existing) return { outcome: "not_found" };
      if (input.action === "delete") return { outcome: (await deletePost(db, id)).length ? "done" : "not_found", details: existing.title_ar };
      await updatePost(db, existing, { status: input.action === "publish" ? "published" : "draft" }, nowOf(c));
      return { outcome: "done", details: existing.title_ar };
    });
  })
  .post("/", requireAdmin(), validate("json", createBody), async (c) => {
    const { db } = c.var.deps;
    const row = await createPost(db, c.req.valid("json"), adminOf(c).id, nowOf(c));
    await record(c, "create", "blog_post", row.id, row.title_ar);
    return created(c, serializePost(row, c.var.lang));
  })
  .put("/:id", requireAdmin(), validate("json", updateBody), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getPost(db, id));
    if (!existing) return itemNotFound(c);
    const row = await updatePost(db, existing, c.req.valid("json"), nowOf(c));
    await record(c, "update", "blog_post", row.id, row.title_ar);
    return updated(c, serializePost(row, c.var.lang));
  })
  .delete("/:id", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const [row] = id ? await deletePost(db, id) : [];
    if (!row) return itemNotFound(c);
    await record(c, "delete", "blog_post", row.id);
    return deleted(c, row.id);
  });
