import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { memoryPageCache } from "../render/page-store";
import { validPost } from "../testing/fixtures";
import { createTestApp } from "../testing/test-app";

/**
 * The blog's feeds, as a feed reader reads them: RSS 2.0 per language, parsed by a feed parser
 * (@rowanmanning/feed-parser), named by every page's head, and following what readers see.
 */
describe("the blog's feed", () => {
  it("is RSS 2.0 in each language, with the articles readers see, newest first, each at its address in that language", async () => {
    const t = await createTestApp();
    for (const lang of ["ar", "en"] as const) {
      const res = await t.app.request(`/blog/feed.xml?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const feed = parseFeed(await res.text());
      expect(feed.meta.type).toBe("rss");
      expect(feed.language).toBe(lang);
      expect(feed.url).toBe(`http://localhost/blog${lang === "en" ? "?lang=en" : ""}`);
      expect(feed.self).toBe(`http://localhost/blog/feed.xml?lang=${lang}`);
      expect(feed.items.length).toBeGreaterThan(0);
      const api = (await (await t.app.request(`/api/blog-posts?lang=${lang}`)).json()).data as { id: number; title: string; excerpt: string; path: string }[];
      expect(feed.items.map((i) => i.title)).toEqual(api.map((p) => p.title));
      const first = feed.items[0];
      // Each item links to the article's own address in the feed's language (its slug there).
      expect(first.url).toBe(`http://localhost${api[0].path}${lang === "en" ? "?lang=en" : ""}`);
      // Arabic slugs in Arabic, Latin ones in English.
      expect(decodeURIComponent(api[0].path)).toMatch(lang === "ar" ? /^\/blog\/[\u0600-\u06FF]/ : /^\/blog\/[a-z]/);
      expect(first.description).toBe(api[0].excerpt);
      expect(first.published).toBeInstanceOf(Date);
      expect(first.categories.length).toBe(1);
    }
  });

  it("escapes what an admin typed, and leaves out drafts and posts not yet due", async () => {
    const t = await createTestApp();
    const app = createApp({ ...t.deps, pageCache: memoryPageCache(), now: () => Date.parse("2026-12-02T08:00:00Z") });
    const token = await t.adminToken();
    const post = (body: object) =>
      app.request("/api/blog-posts", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(validPost(body as Record<string, unknown>)) });
    expect((await post({ title_ar: "عروض <الشتاء> & ]]> \"خصومات\"" })).status).toBe(201);
    expect((await post({ title_ar: "مسودة سرية", status: "draft" })).status).toBe(201);
    expect((await post({ title_ar: "غداً", publish_at: "2026-12-03T08:00:00Z" })).status).toBe(201);
    const feed = parseFeed(await (await app.request("/blog/feed.xml?lang=ar")).text());
    const titles = feed.items.map((i) => i.title);
    expect(titles[0]).toBe("عروض <الشتاء> & ]]> \"خصومات\"");
    expect(titles).not.toContain("مسودة سرية");
    expect(titles).not.toContain("غداً");
  });

  it("is named in the head of the blog, its articles and the landing page, in the page's language", async () => {
    const t = await createTestApp();
    const article = (await (await t.app.request("/api/blog-posts/1")).json()).data.path as string;
    for (const [path, lang] of [["/", "ar"], ["/blog?lang=en", "en"], [article, "ar"]] as const) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="/blog/feed.xml\\?lang=${lang}"/>`));
    }
  });
});
