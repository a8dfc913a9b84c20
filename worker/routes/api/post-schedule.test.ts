import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { memoryPageCache } from "../../render/page-store";
import { createTestApp } from "../../testing/test-app";
import { validPost } from "../../testing/fixtures";

/**
 * Scheduled posts: a published post with `publish_at` ahead appears by itself at that moment,
 * and one with `unpublish_at` goes, everywhere readers see posts (the API, the blog, the article,
 * the landing page, the sitemap), with the page cache on and no write in between. The app's
 * clock is moved by hand.
 */
const T0 = Date.parse("2026-12-02T08:00:00.000Z");
const MINUTE = 60_000;

async function scheduledApp() {
  const t = await createTestApp();
  let now = T0;
  const app = createApp({ ...t.deps, now: () => now, pageCache: memoryPageCache() });
  const token = await t.adminToken();
  const send = (method: string, path: string, body?: object) =>
    app.request(path, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-test-ip": "192.0.2.90" }, body: body && JSON.stringify(body) });
  return { app, send, at: (ms: number) => (now = ms) };
}

/** Where a post shows to an anonymous reader, as a list of the places that show it. */
async function placesShowing(app: ReturnType<typeof createApp>, send: (method: string, path: string) => Response | Promise<Response>, id: number, title: string) {
  const api = (await (await app.request("/api/blog-posts")).json()).data.some((p: { id: number }) => p.id === id);
  // The numbered address leads to the article's slug while readers may see it; 404 otherwise.
  const article = (await app.request(`/blog/${id}`)).status === 301;
  const blog = (await (await app.request("/blog")).text()).includes(title);
  const home = (await (await app.request("/")).text()).includes(title);
  const slug = encodeURIComponent((await (await send("GET", `/api/blog-posts/${id}`)).json()).data.slug_ar);
  const sitemap = (await (await app.request("/sitemap.xml")).text()).includes(`/blog/${slug}<`);
  return Object.entries({ api, article, blog, home, sitemap }).filter(([, shows]) => shows).map(([place]) => place);
}

describe("scheduled posts", () => {
  it("appear by themselves at publish_at and go at unpublish_at, cached pages included", async () => {
    const { app, send, at } = await scheduledApp();
    const title = "مقال يُنشر لاحقاً";
    const publishAt = new Date(T0 + 2 * MINUTE).toISOString();
    const unpublishAt = "2026-12-02T13:00:00+03:00"; // 10:00 UTC, in Damascus time
    const res = await send("POST", "/api/blog-posts", validPost({ title_ar: title, publish_at: publishAt, unpublish_at: unpublishAt }));
    expect(res.status).toBe(201);
    const post = (await res.json()).data;
    // Stored as UTC; the post is dated by the moment it goes public.
    expect([post.publish_at, post.unpublish_at, post.published_at]).toEqual([publishAt, "2026-12-02T10:00:00.000Z", publishAt]);

    expect(await placesShowing(app, send, post.id, title)).toEqual([]);
    // The pages are now cached without it; a second before the moment, still nothing.
    at(T0 + 2 * MINUTE - 1000);
    expect(await placesShowing(app, send, post.id, title)).toEqual([]);
    at(T0 + 2 * MINUTE);
    expect(await placesShowing(app, send, post.id, title)).toEqual(["api", "article", "blog", "home", "sitemap"]);
    at(Date.parse("2026-12-02T10:00:00.000Z"));
    expect(await placesShowing(app, send, post.id, title)).toEqual([]);
    // The admin still sees it, as it is.
    expect((await send("GET", `/api/blog-posts/${post.id}`)).status).toBe(200);
  });

  it("refuses a schedule that ends before it starts, or a moment that is no moment, and clears one left blank", async () => {
    const { send } = await scheduledApp();
    const backwards = await send("POST", "/api/blog-posts", validPost({ publish_at: "2026-12-03T10:00:00Z", unpublish_at: "2026-12-03T09:00:00Z" }));
    expect(backwards.status).toBe(400);
    expect(Object.keys((await backwards.json()).errors)).toEqual(["unpublish_at"]);
    for (const bad of ["tomorrow", "2026-13-01T10:00:00Z", "2026-12-03T10:00", "2026-12-03"]) {
      const res = await send("POST", "/api/blog-posts", validPost({ publish_at: bad }));
      expect(res.status, bad).toBe(400);
      expect(Object.keys((await res.json()).errors), bad).toEqual(["publish_at"]);
    }
    const created = (await (await send("POST", "/api/blog-posts", validPost({ publish_at: "2026-12-03T10:00:00Z" }))).json()).data;
    const cleared = (await (await send("PUT", `/api/blog-posts/${created.id}`, { publish_at: "" })).json()).data;
    expect(cleared.publish_at).toBeNull();
  });
});
