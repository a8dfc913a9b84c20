import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, portfolioProjects, qrBusinesses } from "../../db/schema";
import { htmlOf, textOf } from "../testing/html";
import { createTestApp } from "../testing/test-app";
import { as, replyOf, validPost, type BodyOf, type Lang, type TestApp } from "../testing/fixtures";
import { pageAddress, postPath } from "../../shared/page-address";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
const person = { "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36" };

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type NewPost = BodyOf<TestApp["typed"]["blog-posts"]["$post"]>;
const readSettings = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["site-settings"].$get(undefined, as(bearer)));
const createPost = async (t: TestApp, body: NewPost, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$post({ json: body }, as(bearer)));

/** An article's own address in a language (its slug there), as the site links to it. */
async function articlePath(id: number, lang: Lang = "ar") {
  const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return pageAddress("http://agency.test", postPath(row, lang), lang).slice("http://agency.test".length);
}

describe("/blog and /blog/{slug}", () => {
  it("lists the published articles only, newest first, in the request's language", async () => {
    const { document } = await htmlOf(await t.app.request("/blog?lang=en"));
    // Under the page's h1, each article's title is an h2: no level is skipped.
    const titles = [...document.querySelectorAll("[data-testid=blog-card] h2")].map(textOf);
    expect(titles).toHaveLength(4);
    expect(titles[0]).toBe("When should you post on Instagram in Syria?");
    expect(titles.join()).not.toContain("Draft");
    expect(document.querySelector("h1")).not.toBeNull();
    const levels = [...document.querySelectorAll("main h1, main h2, main h3, main h4")].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i}: h${levels[i - 1]} then h${level}`).toBeLessThanOrEqual(1));
  });

  it("describes an article for link previews and search engines: the image's words, its author and its publisher with a logo", async () => {
    const [post] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, 2));
    const { document } = await htmlOf(await t.app.request(`http://agency.test${await articlePath(2, "en")}`));
    expect(document.querySelector("meta[property='og:image:alt']")?.getAttribute("content")).toBe(post.alt_text_en || post.title_en);
    const ld = JSON.parse(document.querySelector("script[type='application/ld+json']")?.textContent ?? "{}");
    expect(ld["@type"]).toBe("BlogPosting");
    expect(ld.author).toMatchObject({ "@type": "Organization", url: "http://agency.test/?lang=en" });
    expect(ld.author.name).toBeTruthy();
    expect(ld.publisher.logo).toMatchObject({ "@type": "ImageObject" });
    expect(ld.publisher.logo.url).toMatch(/^http:\/\/agency\.test\//);
    expect(ld.mainEntityOfPage).toBe(`http://agency.test${await articlePath(2, "en")}`);
  });

  it("renders an article with its own title, description and Open Graph tags, and counts a person's view", async () => {
    const [before] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, 2));
    const { document } = await htmlOf(await t.app.request(await articlePath(2, "en"), { headers: person }));
    expect(textOf(document.querySelector("h1"))).toBe("Five tips for photographing your products with a phone");
    expect(document.querySelector("title")?.textContent).toContain("Five tips");
    expect(document.querySelector("meta[name=description]")?.getAttribute("content")).toContain("window light");
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
    expect(JSON.parse(document.querySelector("script[type='application/ld+json']")!.textContent!)["@type"]).toBe("BlogPosting");
    const [after] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, 2));
    expect(after.views).toBe(before.views + 1);
  });

  it("does not count crawlers and link previews as views", async () => {
    const [before] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, 3));
    const path = await articlePath(3);
    expect((await t.app.request(path, { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })).status).toBe(200);
    await t.app.request(path, { headers: { "user-agent": "WhatsApp/2.23" } });
    const [after] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, 3));
    expect(after.views).toBe(before.views);
  });

  it("answers a draft, an unknown or a malformed id with 404, never a redirect", async () => {
    const [draft] = await t.db.select().from(blogPosts).where(eq(blogPosts.status, "draft"));
    for (const path of [`/blog/${draft.id}`, "/blog/9999", "/blog/abc", "/blog/0"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
      const { document } = await htmlOf(res);
      expect(document.querySelector("[data-testid=not-found]")?.getAttribute("data-kind"), path).toBe("missing");
    }
  });

  it("answers a deleted article with 410 Gone, in the reader's language", async () => {
    const token = await t.adminToken();
    const created = await t.app.request("/api/blog-posts", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(validPost()),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()).data;
    const path = await articlePath(id);
    expect((await t.app.request(path)).status).toBe(200);
    expect((await t.app.request(`/api/blog-posts/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const res = await t.app.request(`/blog/${id}?lang=en`);
    expect(res.status).toBe(410);
    // Its slug was the deleted article's alone: an address nobody has now.
    expect((await t.app.request(path)).status).toBe(404);
    const { document } = await htmlOf(res);
    expect(document.querySelector("[data-testid=not-found]")?.getAttribute("data-kind")).toBe("gone");
    expect(textOf(document.querySelector("h1"))).toBe("This page was removed");
    // The next id was never handed out: not "gone", just not there.
    expect((await t.app.request(`/blog/${id + 1}`)).status).toBe(404);
  });
});

describe("the header and menu", () => {
  it("never offer visitors the admin panel; staff find a discreet link in the footer", async () => {
    for (const path of ["/", "/?lang=en", "/blog", "/privacy"]) {
      const { document } = await htmlOf(await t.app.request(path));
      expect([...document.querySelectorAll("header a")].map((a) => a.getAttribute("href")).filter((h) => h?.startsWith("/admin")), path).toEqual([]);
      expect(document.querySelector("footer [data-testid=footer-link-admin]")?.getAttribute("href"), path).toBe("/admin");
    }
  });
});

describe("reading time", () => {
  it("speaks Arabic's plural forms: دقيقة واحدة، دقيقتان، ٣ دقائق، ١١ دقيقة", async () => {
    const admin = await t.adminToken();
    const words = (n: number) => Array.from({ length: n * 200 }, () => "كلمة").join(" ");
    const cases: [number, string, string][] = [
      [1, "دقيقة واحدة للقراءة", "1 min read"],
      [2, "دقيقتان للقراءة", "2 min read"],
      [3, "٣ دقائق للقراءة", "3 min read"],
      [11, "١١ دقيقة للقراءة", "11 min read"],
    ];
    for (const [minutes, ar, en] of cases) {
      // The form's plain names, read before validation and not in the typed body: cast to it.
      const post = await createPost(t, { title: `مدة ${minutes}`, excerpt: "ملخص", content: words(minutes), alt_text: "بديل", image: "/images/demo/blog-web.svg", category: "design", status: "published" } as NewPost, admin);
      expect(post.status).toBe(201);
      for (const [lang, expected] of [["ar", ar], ["en", en]]) {
        const { document } = await htmlOf(await t.app.request(await articlePath(post.json.data.id, lang as Lang), { headers: person }));
        expect(textOf(document.querySelector("article header")), `${minutes} ${lang}`).toContain(expected);
      }
    }
  });
});

describe("legal pages", () => {
  it("serves privacy and terms in both languages", async () => {
    for (const [path, title] of [
      ["/privacy?lang=ar", "سياسة الخصوصية"],
      ["/privacy?lang=en", "Privacy policy"],
      ["/terms?lang=ar", "الشروط والأحكام"],
      ["/terms?lang=en", "Terms and conditions"],
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(textOf((await htmlOf(res)).document.querySelector("h1")), path).toBe(title);
    }
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  it("lists home, the blog, published articles and approved listings, with hreflang alternates", async () => {
    const res = await t.app.request("http://agency.test/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("http://agency.test/");
    expect(locs).toContain("http://agency.test/blog");
    const published = await t.db.select().from(blogPosts).where(eq(blogPosts.status, "published"));
    for (const p of published) {
      expect(locs).toContain(`http://agency.test${await articlePath(p.id)}`);
      expect(locs).toContain(`http://agency.test${await articlePath(p.id, "en")}`);
    }
    const [draft] = await t.db.select().from(blogPosts).where(eq(blogPosts.status, "draft"));
    expect(locs.filter((l) => l.includes(encodeURIComponent(draft.slug_ar ?? "-")) || l.endsWith(`/blog/${draft.id}`))).toEqual([]);
    const listings = await t.db.select().from(qrBusinesses);
    for (const l of listings) {
      const url = `http://agency.test/qr/${l.unique_id}`;
      if (l.status === "approved") expect(locs).toContain(url);
      else expect(locs).not.toContain(url);
    }
    expect(listings.some((l) => l.status === "approved")).toBe(true);
    expect(xml).toContain('hreflang="en" href="http://agency.test/blog?lang=en"');
  });

  it("robots.txt points to the sitemap and keeps crawlers out of the admin and the API", async () => {
    const text = await (await t.app.request("http://agency.test/robots.txt")).text();
    expect(text).toContain("Sitemap: http://agency.test/sitemap.xml");
    expect(text).toMatch(/Disallow: \/admin/);
    expect(text).toMatch(/Disallow: \/api\//);
  });
});

/** A fresh app after `sql` changed its database, and the English home page it then serves. */
async function homeAfter(sql: string) {
  const t = await createTestApp();
  await t.client.execute(sql);
  return { t, res: await t.app.request("/?lang=en") };
}

describe("a site set up without the demo (no about text yet)", () => {
  it("shows the site's description and hours in About, no invented figures, and no error", async () => {
    const { t: bare, res } = await homeAfter("delete from about_content");
    expect(res.status).toBe(200);
    const { document } = await htmlOf(res);
    const about = document.querySelector("#about");
    expect(about?.querySelector("[data-testid=about-unwritten]")).not.toBeNull();
    const description = (await readSettings(bare, undefined, "en")).json.data.site_description as string;
    expect(description.length).toBeGreaterThan(10);
    expect(textOf(about)).toContain(description);
    expect(textOf(about)).not.toContain("Error loading");
    expect(about?.querySelector("dl")).toBeNull();
  });
});

describe("a landing section that cannot be read", () => {
  it("shows that section's error panel, answers the rest, and writes the failure into the request's log line", async () => {
    const { t, res } = await homeAfter("ALTER TABLE portfolio_projects RENAME TO portfolio_projects_gone");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Error loading portfolio projects");
    const line = t.logs.find((l) => l.path === "/");
    expect(line).toMatchObject({ level: "warn", status: 200, id: res.headers.get("x-request-id") });
    expect(line?.problems?.[0]).toMatchObject({ where: "landing page section" });
    expect(line?.problems?.[0].message).toMatch(/portfolio_projects/);
  });
});

describe("/work/{slug}", () => {
  it("shows a project on its own page, which the landing's card links to, and the sitemap lists", async () => {
    const [first] = await t.db.select().from(portfolioProjects).orderBy(portfolioProjects.id).limit(1);
    // Its address is made from its English title.
    expect(first.slug).toMatch(/^[a-z0-9-]+$/);
    const landing = await htmlOf(await t.app.request("/?lang=en"));
    const links = [...landing.document.querySelectorAll("[data-testid=portfolio-view]")].map((a) => a.getAttribute("href"));
    expect(links).toContain(`/work/${first.slug}?lang=en`);
    // The older numbered address leads there for good.
    const moved = await t.app.request(`/portfolio/${first.id}?lang=en`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/work/${first.slug}?lang=en`);
    const res = await t.app.request(`/work/${first.slug}?lang=en`);
    expect(res.status).toBe(200);
    const { document } = await htmlOf(res);
    expect(textOf(document.querySelector("h1"))).toBe(first.title_en);
    expect(textOf(document.querySelector("[data-testid=portfolio-page]"))).toContain(first.client);
    expect(document.querySelector("[data-testid=portfolio-back]")?.getAttribute("href")).toBe("/?lang=en#portfolio");
    expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(`http://localhost/work/${first.slug}?lang=en`);
    const sitemap = await (await t.app.request("http://agency.test/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>http://agency.test/work/${first.slug}</loc>`);
  });

  it("answers 404 for an unknown id and 410 for a deleted project", async () => {
    for (const path of ["/portfolio/abc", "/portfolio/99999", "/work/no-such-project"]) expect((await t.app.request(path)).status, path).toBe(404);
    const token = await t.adminToken();
    const [project] = await t.db.select().from(portfolioProjects).orderBy(desc(portfolioProjects.id)).limit(1);
    expect((await t.app.request(`/api/portfolio/${project.id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const res = await t.app.request(`/portfolio/${project.id}`);
    expect(res.status).toBe(410);
    expect((await htmlOf(res)).document.querySelector("[data-testid=not-found]")?.getAttribute("data-kind")).toBe("gone");
  });
});
