import { beforeAll, describe, expect, it } from "vitest";
import {
  as,
  expectFailure,
  expectRecentIso,
  expectSuccess,
  HOSTILE_URLS,
  itemCalls,
  MESSAGES,
  rawRequest,
  replyOf,
  validPost,
  without,
  type BodyOf,
  type Lang,
  type TestApp,
} from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * `/api/blog-posts`: public reads (published only), admin reads (everything), admin writes with
 * validation of every field, aliases and the published_at rule.
 */

let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  adminId = (await replyOf(await t.typed.auth.me.$get(undefined, as(token)))).json.data.id;
});

/**
 * The calls go through the API's typed client (itemCalls), so a renamed route or field fails the
 * typecheck. Reads are anonymous unless given a bearer; writes are the admin's unless given another
 * (or null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
const { route: blog, param, list, one, create, update, remove } = itemCalls(() => t, "blog-posts", () => token);
type NewPost = BodyOf<TestApp["typed"]["blog-posts"]["$post"]>;
type PostChange = BodyOf<TestApp["typed"]["blog-posts"][":id"]["$put"]>;
const listPublished = async (bearer?: string, lang?: Lang) => replyOf(await blog(lang).published.$get(undefined, as(bearer)));

describe("public reads", () => {
  it("lists only the 4 published posts to anonymous callers, with bilingual and Arabic plain fields", async () => {
    const res = await list({}, undefined, "ar");
    const posts = expectSuccess(res);
    expect(posts).toHaveLength(4);
    for (const p of posts) {
      expect(p.status).toBe("published");
      expect(p.title).toBe(p.title_ar);
      expect(p.excerpt).toBe(p.excerpt_ar);
      expect(p.content).toEqual(p.content_ar);
      expect(p.content_format).toBe("lexical");
      expect(p.alt_text).toBe(p.alt_text_ar);
      expect(p.title_en).toMatch(/[A-Za-z]/);
      expect(p.title).toMatch(/[\u0600-\u06FF]/);
      expect(p).toHaveProperty("published_at");
      expect(Array.isArray(p.tags)).toBe(true);
    }
    expect(posts.map((p: { title_en: string }) => p.title_en).join()).not.toMatch(/Draft/);
  });

  it("gives the English plain fields with ?lang=en", async () => {
    const posts = expectSuccess(await list({}, undefined, "en"));
    expect(posts).toHaveLength(4);
    for (const p of posts) {
      expect(p.title).toBe(p.title_en);
      expect(p.excerpt).toBe(p.excerpt_en);
      expect(p.content).toEqual(p.content_en);
      expect(p.title).not.toMatch(/[\u0600-\u06FF]/);
      expect(p.title_ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("shows the admin every post, draft included, on the same path; /published stays public-only", async () => {
    const all = expectSuccess(await list({}, token, "en"));
    expect(all.filter((p: { status: string }) => p.status === "draft")).toHaveLength(1);
    expect(all.length).toBe(5);
    const published = expectSuccess(await listPublished(token, "en"));
    expect(published).toHaveLength(4);
    expect(published.every((p: { status: string }) => p.status === "published")).toBe(true);
    expect(expectSuccess(await listPublished(undefined, "ar"))).toHaveLength(4);
  });

  it("hides a draft by id from anonymous callers (404) but shows it to the admin", async () => {
    const all = expectSuccess(await list({}, token));
    const draft = all.find((p: { status: string }) => p.status === "draft");
    expectFailure(await one(draft.id), 404);
    expect(expectSuccess(await one(draft.id, token)).id).toBe(draft.id);
    const published = all.find((p: { status: string }) => p.status === "published");
    expect(expectSuccess(await one(published.id, undefined, "en")).title).toBe(published.title_en);
  });

  it.each(["99999", "abc", "0", "-1", "1.5", "1e3", "%20"])("answers 404 for the unknown id %s", async (id) => {
    const res = await one(id, token);
    expectFailure(res, 404);
  });
});

describe("create", () => {
  it("creates a published post: 201, author_id is the admin, published_at is now", async () => {
    const res = await create(validPost({ title_ar: "منشور جديد", title_en: "New published post" }));
    const post = expectSuccess(res, 201);
    expect(post.id).toBeTypeOf("number");
    expect(post).toMatchObject({ title_ar: "منشور جديد", title_en: "New published post", status: "published", author_id: adminId });
    expect(post.category).toBe("marketing");
    expect(post.tags).toEqual(["one", "two"]);
    expectRecentIso(post.published_at);
    expectRecentIso(post.created_at);
    // Visible to everyone now.
    const titles = expectSuccess(await list({}, undefined, "en")).map((p: { title: string }) => p.title);
    expect(titles).toContain("New published post");
  });

  it("creates a draft without published_at, invisible to anonymous callers", async () => {
    const post = expectSuccess(await create(validPost({ status: "draft", title_en: "Secret draft" })), 201);
    expect(post.published_at).toBeNull();
    expect(post.author_id).toBe(adminId);
    const anon = expectSuccess(await list({}, undefined, "en")).map((p: { id: number }) => p.id);
    expect(anon).not.toContain(post.id);
    expectFailure(await one(post.id), 404);
  });

  it("takes none of the fields the server writes from a client, and never answers the search key", async () => {
    const sent = validPost({ status: "draft", author_id: 999, published_at: "2020-01-01T00:00:00.000Z", views: 50, likes: 7, search_key: "x" });
    const post = expectSuccess(await create(sent), 201);
    expect(post).toMatchObject({ author_id: adminId, published_at: null, views: 0, likes: 0 });
    for (const key of ["search_key", "searchKey", "createdAt", "updatedAt"]) expect(post).not.toHaveProperty(key);
  });

  it("defaults the status to draft when none is sent", async () => {
    const { status: _omit, ...body } = validPost();
    const post = expectSuccess(await create(body), 201);
    expect(post.status).toBe("draft");
    expect(post.published_at).toBeNull();
  });

  it("allows archived posts, which the public does not see", async () => {
    const post = expectSuccess(await create(validPost({ status: "archived" })), 201);
    expect(post.status).toBe("archived");
    expect(post.published_at).toBeNull();
    expectFailure(await one(post.id), 404);
    const published = expectSuccess(await listPublished(token)).map((p: { id: number }) => p.id);
    expect(published).not.toContain(post.id);
  });

  it("accepts the form's plain names title/excerpt/content/alt_text as the Arabic text", async () => {
    const body = {
      title: "عنوان من النموذج",
      excerpt: "ملخص من النموذج",
      content: "محتوى من النموذج",
      alt_text: "نص بديل من النموذج",
      image: "/media/abcdef0123456789abcd.png",
      category: "photography",
      status: "published",
    };
    // The route reads the form's plain names before it validates: its typed body lists only the
    // bilingual ones, so these are cast to it.
    const post = expectSuccess(await create(body as NewPost), 201);
    expect(post).toMatchObject({
      title_ar: body.title,
      excerpt_ar: body.excerpt,
      // Plain text, as older clients send it, is kept as the editor's tree: one paragraph.
      content_ar: { root: { type: "root", children: [{ type: "paragraph", children: [{ type: "text", text: body.content }] }] } },
      alt_text_ar: body.alt_text,
      image: body.image,
    });
    // English falls back to the Arabic when there is no English text.
    const en = expectSuccess(await one(post.id, undefined, "en"));
    expect(en.title).toBe(body.title);
  });

  it("accepts tags as a comma-separated string, trimmed and without duplicates", async () => {
    const post = expectSuccess(await create(validPost({ tags: "news, photo ,news," })), 201);
    expect(post.tags).toEqual(["news", "photo"]);
  });

  it.each(["marketing", "photography", "design", "technology"])("accepts the category %s", async (category) => {
    expect(expectSuccess(await create(validPost({ category })), 201).category).toBe(category);
  });

  it.each(["title_ar", "excerpt_ar", "content_ar", "image", "alt_text_ar", "category"])("requires %s (400 with a per-field error)", async (field) => {
    expectFailure(await create(without(validPost(), field)), 400, field);
    expectFailure(await create(validPost({ [field]: "   " })), 400, field);
  });

  it.each([
    ["title", "title"],
    ["excerpt", "excerpt"],
    ["content", "content"],
    ["alt_text", "alt_text"],
  ])("reports a blank alias %s under the name the client used", async (alias) => {
    const base = validPost();
    const canonical = `${alias}_ar` as keyof typeof base;
    const body: Record<string, unknown> = { ...base, [alias]: "" };
    delete body[canonical];
    const res = await create(body);
    expectFailure(res, 400, alias);
    expect(res.json.errors[alias]).toBe("هذا الحقل مطلوب");
  });

  it("validates in English with ?lang=en", async () => {
    const res = await create(validPost({ title_ar: "" }), token, "en");
    expectFailure(res, 400, "title_ar");
    expect(res.json.message).toBe(MESSAGES.validationFailed.en);
    expect(res.json.errors.title_ar).toBe("This field is required");
  });

  it.each(["news", "Marketing", "", 3])("refuses the category %j", async (category) => {
    expectFailure(await create(validPost({ category })), 400, "category");
  });

  it.each(["deleted", "PUBLISHED", 1])("refuses the status %j", async (status) => {
    expectFailure(await create(validPost({ status })), 400, "status");
  });

  it.each(HOSTILE_URLS)("refuses the image URL %j", async (image) => {
    expectFailure(await create(validPost({ image })), 400, "image");
  });

  it.each([
    ["a number as the title", { title_ar: 42 }, "title_ar"],
    ["an object as the content", { content_ar: { html: "<b>x</b>" } }, "content_ar"],
    ["a number as tags", { tags: 5 }, "tags"],
    ["an array as the image", { image: ["https://x.example/a.png"] }, "image"],
  ])("refuses %s (400)", async (_name, over, field) => {
    expectFailure(await create(validPost(over)), 400, field);
  });

  it("refuses a title over 200 characters", async () => {
    expectFailure(await create(validPost({ title_ar: "ع".repeat(201) })), 400, "title_ar");
  });

  it.each([
    ["an array", "[]"],
    ["null", "null"],
    ["a string", '"hello"'],
    ["a number", "42"],
  ])("refuses a body that is %s (400)", async (_name, body) => {
    // Sent as that JSON value, cast to the body type it is not.
    expectFailure(await create(JSON.parse(body) as NewPost), 400);
  });

  it("answers malformed JSON with 400 and the localized message, never 500", async () => {
    // Not JSON, which no typed call can send: a raw request to the route's address.
    const res = await rawRequest(t.app, "POST", blog().$url(), '{"title_ar": "x",', token);
    expectFailure(res, 400);
    expect(res.json.message).toBe(MESSAGES.malformedJson.ar);
    const en = await rawRequest(t.app, "POST", blog().$url({ query: { lang: "en" } }), "{{{", token);
    expect(en.json.message).toBe(MESSAGES.malformedJson.en);
  });

  it("refuses a body sent without a JSON content type with 400 or 415, never 500", async () => {
    // The typed client always sends JSON as JSON: a raw request to the route's address.
    const res = await t.app.request(blog().$url(), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
      body: JSON.stringify(validPost()),
    });
    expect([400, 415]).toContain(res.status);
    expect((await res.json()).success).toBe(false);
  });

  it("refuses an oversized JSON body with 413 or 400, never 500", async () => {
    const res = await create(validPost({ content_ar: "x".repeat(6 * 1024 * 1024) }));
    expect([400, 413]).toContain(res.status);
    expect(res.json.success).toBe(false);
  });
});

describe("update", () => {
  it("updates only the fields sent", async () => {
    const post = expectSuccess(await create(validPost()), 201);
    const res = await update(post.id, { title_en: "Renamed" });
    const updated = expectSuccess(res);
    expect(updated.title_en).toBe("Renamed");
    expect(updated.title_ar).toBe(post.title_ar);
    expect(updated.content_ar).toEqual(post.content_ar);
    expect(updated.published_at).toBe(post.published_at);
    expect(expectSuccess(await one(post.id, undefined, "en")).title).toBe("Renamed");
  });

  it("sets published_at when a draft is published, and shows it to the public", async () => {
    const draft = expectSuccess(await create(validPost({ status: "draft" })), 201);
    expect(draft.published_at).toBeNull();
    const published = expectSuccess(await update(draft.id, { status: "published" }));
    expect(published.status).toBe("published");
    expectRecentIso(published.published_at);
    expect(expectSuccess(await one(draft.id)).status).toBe("published");
  });

  it("archives a post, hiding it from the public", async () => {
    const post = expectSuccess(await create(validPost()), 201);
    expect(expectSuccess(await update(post.id, { status: "archived" })).status).toBe("archived");
    expectFailure(await one(post.id), 404);
    expect(expectSuccess(await list()).map((p: { id: number }) => p.id)).not.toContain(post.id);
  });

  it("accepts aliases on update and reports their errors under the alias", async () => {
    const post = expectSuccess(await create(validPost()), 201);
    // The plain names are read before validation and are not in the typed body: cast to it.
    expect(expectSuccess(await update(post.id, { title: "عنوان معدل" } as PostChange)).title_ar).toBe("عنوان معدل");
    expectFailure(await update(post.id, { title: "" } as PostChange), 400, "title");
  });

  it("validates updates like creates", async () => {
    const post = expectSuccess(await create(validPost()), 201);
    // Values the API must refuse, cast to the body type (which forbids them).
    expectFailure(await update(post.id, { category: "gossip" } as unknown as PostChange), 400, "category");
    expectFailure(await update(post.id, { image: "javascript:alert(1)" }), 400, "image");
    expectFailure(await update(post.id, { status: "hidden" } as unknown as PostChange), 400, "status");
    expectFailure(await rawRequest(t.app, "PUT", blog()[":id"].$url({ param: param(post.id) }), "{bad json", token), 400);
    // Nothing changed.
    expect(expectSuccess(await one(post.id, token))).toMatchObject({ category: post.category, image: post.image });
  });

  it.each(["99999", "abc", "0"])("answers 404 for the unknown id %s", async (id) => {
    expectFailure(await update(id, { title_en: "x" }), 404);
  });
});

describe("delete", () => {
  it("deletes a post: 200, then 404 on read, update and second delete", async () => {
    const post = expectSuccess(await create(validPost()), 201);
    const res = await remove(post.id);
    expect(expectSuccess(res)).toMatchObject({ id: post.id });
    expectFailure(await one(post.id, token), 404);
    expectFailure(await update(post.id, { title_en: "x" }), 404);
    expectFailure(await remove(post.id), 404);
    expect(expectSuccess(await list({}, token)).map((p: { id: number }) => p.id)).not.toContain(post.id);
  });

  it.each(["99999", "abc"])("answers 404 for the unknown id %s", async (id) => {
    expectFailure(await remove(id), 404);
  });
});

describe("without a valid admin token", () => {
  it("refuses writes with 401 before looking at the body", async () => {
    expectFailure(await create(validPost(), null), 401);
    expectFailure(await create({ nonsense: true } as NewPost, null), 401);
    expectFailure(await update("1", { title_en: "x" }, "forged-token-forged-token-forged"), 401);
    expectFailure(await remove("1", null), 401);
    // Still there.
    expectSuccess(await one("1"));
  });
});
