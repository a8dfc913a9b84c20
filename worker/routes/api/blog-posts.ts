import { Hono, type Context } from "hono";
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
import { createPostBody, updatePostBody, type PostInput, type PostRow } from "../../../shared/contract/blog";
import { changedFields, getVersion, listVersions, recordVersion, snapshotOf } from "../../services/post-history";
import { createPreview } from "../../services/post-preview";
import { readStored } from "../../../shared/rich-text";
import { originOf } from "../../lib/origin";
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

const authorOf = (c: Context<AppEnv>) => ({ id: adminOf(c).id, name: adminOf(c).username });

/** 409: the post was saved after the form loaded it; the answer says when, so the form can offer to reload. */
const editConflict = (c: Context<AppEnv>, current: PostRow) =>
  c.json({ success: false as const, message: c.var.t("api.editConflict"), data: { updated_at: current.updated_at } }, 409);

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
    await recordVersion(db, row, authorOf(c), "save", nowOf(c));
    await record(c, "create", "blog_post", row.id, row.title_ar);
    return created(c, serializePost(row, c.var.lang));
  })
  .put("/:id", requireAdmin(), validate("json", updateBody), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getPost(db, id));
    if (!existing) return itemNotFound(c);
    const input = c.req.valid("json");
    // Saved since this form loaded it (another tab, another admin): nothing is overwritten.
    if (input.base_updated_at && input.base_updated_at !== existing.updated_at) return editConflict(c, existing);
    const row = await updatePost(db, existing, input, nowOf(c));
    await recordVersion(db, row, authorOf(c), input.autosave ? "autosave" : "save", nowOf(c));
    // Autosaves are not audited one by one: the versions keep them.
    if (!input.autosave) await record(c, "update", "blog_post", row.id, row.title_ar);
    return updated(c, serializePost(row, c.var.lang));
  })
  // The post's history, newest first: who saved, when, and which fields differ from now.
  .get("/:id/versions", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const post = id && (await getPost(db, id));
    if (!post) return itemNotFound(c);
    return ok(c, await listVersions(db, post.id, snapshotOf(post)));
  })
  // One version's fields (bodies as trees, as the post's), to compare with the post as it is.
  .get("/:id/versions/:versionId", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const versionId = parseId(c.req.param("versionId"));
    const post = id && (await getPost(db, id));
    const version = post && versionId && (await getVersion(db, post.id, versionId));
    if (!post || !version) return itemNotFound(c);
    const { data, ...meta } = version;
    return ok(c, { ...meta, data: { ...data, content_ar: readStored(data.content_ar), content_en: readStored(data.content_en) }, changed: changedFields(data, snapshotOf(post)) });
  })
  // Puts a version back: a save like any other (itself kept as a version, so it can be undone).
  .post("/:id/versions/:versionId/restore", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const versionId = parseId(c.req.param("versionId"));
    const existing = id && (await getPost(db, id));
    const version = existing && versionId && (await getVersion(db, existing.id, versionId));
    if (!existing || !version) return itemNotFound(c);
    const row = await updatePost(db, existing, version.data, nowOf(c));
    await recordVersion(db, row, authorOf(c), "restore", nowOf(c));
    await record(c, "update", "blog_post", row.id, row.title_ar);
    return ok(c, serializePost(row, c.var.lang), 200, c.var.t("api.versionRestored"));
  })
  // A review link of the post as saved: an address anyone holding it can open for three days.
  .post("/:id/preview", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const post = id && (await getPost(db, id));
    if (!post) return itemNotFound(c);
    const { token, expires_at } = await createPreview(db, post.id, adminOf(c).id, nowOf(c));
    return ok(c, { url: `${originOf(c)}/blog/preview/${token}${c.var.lang === "en" ? "?lang=en" : ""}`, expires_at }, 201);
  })
  .delete("/:id", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const [row] = id ? await deletePost(db, id) : [];
    if (!row) return itemNotFound(c);
    await record(c, "delete", "blog_post", row.id);
    return deleted(c, row.id);
  });
