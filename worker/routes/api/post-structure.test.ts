import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../../../db/schema";
import { createApp } from "../../app";
import { upgradePosts } from "../../services/post-upgrade";
import { validPost } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";
import ar from "../../../locales/ar.json";

/**
 * Articles with structure: the editor's tree checked on the way in and drawn as HTML on the way
 * out, readable addresses per language with redirects from the old ones, a history to restore
 * from, edits that never overwrite a newer save, and review links for drafts.
 */
const T0 = Date.parse("2026-12-02T08:00:00.000Z");

async function newsroom() {
  const t = await createTestApp();
  let now = T0;
  const app = createApp({ ...t.deps, now: () => now });
  const token = await t.adminToken();
  const send = async (method: string, path: string, body?: object) => {
    const res = await app.request(path, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-test-ip": "192.0.2.91" },
      body: body && JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };
  return { t, app, send, at: (ms: number) => (now = ms) };
}

const text = (value: string, format = 0) => ({ type: "text", text: value, format, detail: 0, mode: "normal", style: "", version: 1 });
const para = (...children: object[]) => ({ type: "paragraph", children, direction: "rtl", format: "", indent: 0, version: 1 });
const tree = (...children: object[]) => ({ root: { type: "root", children, direction: "rtl", format: "", indent: 0, version: 1 } });

/** An Arabic article with each kind of node the editor makes. */
const structured = tree(
  { type: "heading", tag: "h2", children: [text("لماذا الهوية البصرية؟")], direction: "rtl", format: "", indent: 0, version: 1 },
  para(text("الهوية "), text("القوية", 1), text(" تبيع، و"), text("Instagram", 2), text(" مثال.")),
  para({ type: "link", url: "https://agency.example/work", children: [text("أعمالنا")], direction: "rtl", format: "", indent: 0, version: 1, rel: null, target: null, title: null }),
  {
    type: "list",
    listType: "bullet",
    start: 1,
    tag: "ul",
    children: [
      { type: "listitem", value: 1, children: [text("الشعار")], direction: "rtl", format: "", indent: 0, version: 1 },
      { type: "listitem", value: 2, children: [text("الألوان")], direction: "rtl", format: "", indent: 0, version: 1 },
    ],
    direction: "rtl",
    format: "",
    indent: 0,
    version: 1,
  },
  { type: "quote", children: [text("التصميم هو الطريقة التي يعمل بها الشيء.")], direction: "rtl", format: "", indent: 0, version: 1 },
  para({ type: "image", src: "https://cdn.example.com/logo-board.jpg", altText: "لوحة شعارات", width: 1200, height: 800, version: 1 }),
  { type: "youtube", videoID: "dQw4w9WgXcQ", format: "", version: 1 },
);

describe("rich text", () => {
  it("keeps the editor's tree, answers it as such, and draws it as plain HTML", async () => {
    const { app, send } = await newsroom();
    const created = await send("POST", "/api/blog-posts", validPost({ title_ar: "الهوية البصرية", content_ar: structured, content_en: "" }));
    expect(created.status).toBe(201);
    const post = created.json.data;
    expect(post.content_format).toBe("lexical");
    expect(post.content_ar.root.children.map((n: { type: string }) => n.type)).toEqual(["heading", "paragraph", "paragraph", "list", "quote", "paragraph", "youtube"]);
    // No English body: its tree is empty, and the English reader gets the Arabic one.
    expect(post.content_en.root.children).toEqual([]);

    const res = await app.request(post.path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const body = html.slice(html.indexOf('data-testid="rich-body"'));
    expect(body).toMatch(/<h2[^>]*>لماذا الهوية البصرية؟<\/h2>/);
    expect(body).toContain("<strong>القوية</strong>");
    // A Latin word inside Arabic text is isolated, so the punctuation after it stays in place.
    expect(body).toContain("<em><bdi>Instagram</bdi></em>");
    expect(body).toMatch(/<a href="https:\/\/agency.example\/work" rel="noopener">.*أعمالنا.*<\/a>/);
    expect(body).toMatch(/<ul><li>.*الشعار.*<\/li><li>.*الألوان.*<\/li><\/ul>/);
    expect(body).toMatch(/<blockquote>.*التصميم.*<\/blockquote>/);
    const img = body.match(/<img[^>]*alt="لوحة شعارات"[^>]*>/)?.[0] ?? "";
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="800"');
    expect(img).toContain('loading="lazy"');
    // The video is a link that loads nothing from YouTube until tapped.
    expect(body).toMatch(/<a [^>]*href="https:\/\/www.youtube.com\/watch\?v=dQw4w9WgXcQ"/);
    expect(html).not.toMatch(/youtube\.com\/embed|ytimg|<iframe/);
  });

  it.each([
    ["a node the site does not know", tree({ type: "html", html: "<script>alert(1)</script>", version: 1 }), "validation.richNode"],
    ["a first-level heading", tree({ type: "heading", tag: "h1", children: [text("x")], version: 1 }), "validation.richNode"],
    ["a javascript: link", tree(para({ type: "link", url: "javascript:alert(1)", children: [text("x")], version: 1 })), "validation.linkUrl"],
    ["a data: link", tree(para({ type: "link", url: "data:text/html,<b>x</b>", children: [text("x")], version: 1 })), "validation.linkUrl"],
    ["an image without its description", tree(para({ type: "image", src: "https://cdn.example.com/a.jpg", altText: " ", width: 10, height: 10, version: 1 })), "validation.altRequired"],
    ["a video id that is no id", tree({ type: "youtube", videoID: "x\"><script>", format: "", version: 1 }), "validation.videoId"],
    ["a tree without a root", { children: [] }, "validation.richNode"],
  ])("refuses %s, saying what is wrong", async (_name, content_ar, key) => {
    const { send } = await newsroom();
    const res = await send("POST", "/api/blog-posts", validPost({ content_ar }));
    expect(res.status).toBe(400);
    // The message is the one for the problem, in Arabic.
    expect(res.json.errors.content_ar).toBe((ar.validation as Record<string, string>)[key.slice("validation.".length)]);
  });

  it("refuses an Arabic body with no words, image or video", async () => {
    const { send } = await newsroom();
    const res = await send("POST", "/api/blog-posts", validPost({ content_ar: tree(para(text("   "))) }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("content_ar");
  });

  it("drops what the page does not draw: inline CSS and unknown fields", async () => {
    const { send } = await newsroom();
    const sneaky = tree(para({ ...text("x"), style: "background:url(https://tracker.example/p.gif)", onclick: "alert(1)" }));
    const post = (await send("POST", "/api/blog-posts", validPost({ content_ar: sneaky }))).json.data;
    const node = post.content_ar.root.children[0].children[0];
    expect(node.style).toBe("");
    expect(node).not.toHaveProperty("onclick");
  });
});

describe("addresses", () => {
  it("gives each language a slug from its title, and redirects the numbered address and old slugs for good", async () => {
    const { app, send } = await newsroom();
    const post = (await send("POST", "/api/blog-posts", validPost({ title_ar: "دليل التسويق الرقمي ٢٠٢٦", title_en: "Digital Marketing Guide 2026" }))).json.data;
    expect(post.slug_ar).toBe("دليل-التسويق-الرقمي-2026");
    expect(post.slug_en).toBe("digital-marketing-guide-2026");
    expect(post.path).toBe(`/blog/${encodeURIComponent(post.slug_ar)}`);

    expect((await app.request(post.path)).status).toBe(200);
    const byId = await app.request(`/blog/${post.id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(post.path);
    // The English address carries the English slug; the Arabic slug asked in English leads there.
    const english = await app.request(`${post.path}?lang=en`);
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe("/blog/digital-marketing-guide-2026?lang=en");
    const page = await (await app.request("/blog/digital-marketing-guide-2026?lang=en")).text();
    expect(page).toContain('<link rel="canonical" href="http://localhost/blog/digital-marketing-guide-2026?lang=en"/>');
    expect(page).toContain(`<link rel="alternate" hrefLang="ar" href="http://localhost${post.path}"/>`);

    // Renamed: the new slug is the address; the old one still leads there.
    const renamed = (await send("PUT", `/api/blog-posts/${post.id}`, { slug_ar: "دليل التسويق" })).json.data;
    expect(renamed.slug_ar).toBe("دليل-التسويق");
    const old = await app.request(post.path);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/blog/${encodeURIComponent("دليل-التسويق")}`);
    const sitemap = await (await app.request("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${encodeURIComponent("دليل-التسويق")}</loc>`);
    expect(sitemap).not.toContain(post.path + "</loc>");
  });

  it("never gives two posts the same slug, and never one of digits only", async () => {
    const { send } = await newsroom();
    const a = (await send("POST", "/api/blog-posts", validPost({ title_ar: "أخبار", title_en: "" }))).json.data;
    const b = (await send("POST", "/api/blog-posts", validPost({ title_ar: "أخبار", title_en: "" }))).json.data;
    expect(a.slug_ar).toBe("أخبار");
    expect(b.slug_ar).toBe("أخبار-2");
    expect(a.slug_en).toBeNull();
    const digits = (await send("POST", "/api/blog-posts", validPost({ title_ar: "٢٠٢٦", slug_en: "2026" }))).json.data;
    expect(digits.slug_ar).toBe("post-2026");
    expect(digits.slug_en).toBe("post-2026-en");
  });

  it("answers 404 for a slug nobody has, and for a draft's", async () => {
    const { app, send } = await newsroom();
    const draft = (await send("POST", "/api/blog-posts", validPost({ title_ar: "مسودة سرية", status: "draft" }))).json.data;
    expect((await app.request(draft.path)).status).toBe(404);
    expect((await app.request("/blog/no-such-article")).status).toBe(404);
  });
});

describe("history", () => {
  it("keeps a version per save, lists them with what differs, and restores one", async () => {
    const { send, at } = await newsroom();
    const post = (await send("POST", "/api/blog-posts", validPost({ title_ar: "النسخة الأولى", content_ar: "الفقرة الأولى." }))).json.data;
    at(T0 + 60_000);
    await send("PUT", `/api/blog-posts/${post.id}`, { title_ar: "النسخة الثانية", content_ar: "فقرة مكتوبة من جديد." });
    const versions = (await send("GET", `/api/blog-posts/${post.id}/versions`)).json.data;
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ title_ar: "النسخة الثانية", author_name: expect.any(String), kind: "save", changed: [] });
    expect(versions[1].title_ar).toBe("النسخة الأولى");
    expect(versions[1].changed).toEqual(expect.arrayContaining(["title_ar", "content_ar"]));
    expect(versions[0]).not.toHaveProperty("data");

    const first = (await send("GET", `/api/blog-posts/${post.id}/versions/${versions[1].id}`)).json.data;
    expect(first.data.content_ar.root.children[0].children[0].text).toBe("الفقرة الأولى.");

    at(T0 + 120_000);
    const restored = await send("POST", `/api/blog-posts/${post.id}/versions/${versions[1].id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json.data.title_ar).toBe("النسخة الأولى");
    expect(restored.json.data.content_ar.root.children[0].children[0].text).toBe("الفقرة الأولى.");
    // The restore is a save of its own: what it replaced can be restored in turn.
    const after = (await send("GET", `/api/blog-posts/${post.id}/versions`)).json.data;
    expect(after.map((v: { kind: string }) => v.kind)).toEqual(["restore", "save", "save"]);
    expect((await send("POST", `/api/blog-posts/${post.id}/versions/999999/restore`)).status).toBe(404);
  });

  it("keeps one version for a run of autosaves, and refuses an edit made over a newer save", async () => {
    const { send, at } = await newsroom();
    const post = (await send("POST", "/api/blog-posts", validPost({ status: "draft" }))).json.data;
    let base = post.updated_at;
    for (let i = 1; i <= 3; i++) {
      at(T0 + i * 5_000);
      const saved = await send("PUT", `/api/blog-posts/${post.id}`, { content_ar: `مسودة ${i}`, autosave: true, base_updated_at: base });
      expect(saved.status).toBe(200);
      base = saved.json.data.updated_at;
    }
    const versions = (await send("GET", `/api/blog-posts/${post.id}/versions`)).json.data;
    expect(versions.map((v: { kind: string }) => v.kind)).toEqual(["autosave", "save"]);

    // Another tab saved after this form loaded the post: the stale edit changes nothing.
    at(T0 + 30_000);
    await send("PUT", `/api/blog-posts/${post.id}`, { title_ar: "من النافذة الأخرى", base_updated_at: base });
    const stale = await send("PUT", `/api/blog-posts/${post.id}`, { title_ar: "من النافذة القديمة", base_updated_at: base, autosave: true });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/نافذة أخرى/);
    expect((await send("GET", `/api/blog-posts/${post.id}`)).json.data.title_ar).toBe("من النافذة الأخرى");
  });
});

describe("review links", () => {
  it("show a draft to whoever holds the link, unindexed and uncached, until it expires", async () => {
    const { app, send, at } = await newsroom();
    const draft = (await send("POST", "/api/blog-posts", validPost({ title_ar: "مسودة للمراجعة", status: "draft" }))).json.data;
    const made = await send("POST", `/api/blog-posts/${draft.id}/preview`);
    expect(made.status).toBe(201);
    const url = new URL(made.json.data.url);
    expect(url.pathname).toMatch(/^\/blog\/preview\/[A-Za-z0-9_-]{43}$/);

    const res = await app.request(url.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await res.text();
    expect(html).toContain("مسودة للمراجعة");
    expect(html).toContain('data-testid="preview-banner"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    // A made-up token, and the link after three days: not found.
    expect((await app.request("/blog/preview/" + "A".repeat(43))).status).toBe(404);
    at(T0 + 3 * 24 * 3600_000 + 1);
    expect((await app.request(url.pathname)).status).toBe(404);
    // Only admins make links.
    expect((await app.request(`/api/blog-posts/${draft.id}/preview`, { method: "POST" })).status).toBe(401);
  });
});

describe("posts written before the editor", () => {
  it("become paragraphs of the editor's tree and get slugs, reading as before", async () => {
    const { t, app } = await newsroom();
    const { db } = t.deps;
    const [row] = await db
      .insert(blogPosts)
      .values({
        title_ar: "مقال قديم",
        excerpt_ar: "ملخص",
        content_ar: "الفقرة الأولى\nتكملة السطر.\n\n  \n\nالفقرة الثانية.",
        category: "marketing",
        status: "published",
        published_at: new Date(T0 - 1000).toISOString(),
        created_at: new Date(T0 - 1000).toISOString(),
        updated_at: new Date(T0 - 1000).toISOString(),
      })
      .returning();
    expect(await upgradePosts(db, T0)).toBeGreaterThanOrEqual(1);
    const [upgraded] = await db.select().from(blogPosts).where(eq(blogPosts.id, row.id));
    const stored = JSON.parse(upgraded.content_ar);
    expect(stored.root.children.map((p: { children: { text: string }[] }) => p.children[0].text)).toEqual(["الفقرة الأولى تكملة السطر.", "الفقرة الثانية."]);
    expect(upgraded.slug_ar).toBe("مقال-قديم");
    // Once done, there is nothing left to do.
    expect(await upgradePosts(db, T0)).toBe(0);
    const html = await (await app.request(`/blog/${encodeURIComponent("مقال-قديم")}`)).text();
    expect(html).toMatch(/<p>(<span>)?الفقرة الأولى تكملة السطر.(<\/span>)?<\/p><p>(<span>)?الفقرة الثانية.(<\/span>)?<\/p>/);
  });
});

describe("the demo articles", () => {
  it("are trees the server's own schema accepts, so they open in the editor as they read", async () => {
    const { demoPosts } = await import("../../seed/seed-data");
    const { richState, readStored } = await import("../../../shared/rich-text");
    for (const post of demoPosts)
      for (const body of [post.content_ar, post.content_en]) expect(richState.safeParse(readStored(body)).success, body.slice(0, 40)).toBe(true);
    expect(demoPosts.some((p) => p.content_ar.startsWith('{"root"'))).toBe(true);
  });
});
