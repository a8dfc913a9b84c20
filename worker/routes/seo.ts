import { nowOf } from "../lib/clock";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { linkCacheControl, originOf } from "../lib/origin";
import { sitemapEntries } from "../services/sitemap";
import { listPosts } from "../services/blog-posts";
import { readSettings } from "../services/site-settings";
import { pageAddress, pageAlternates } from "../../shared/page-address";

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** How many articles a feed carries: the newest, as feed readers expect. */
const FEED_ITEMS = 20;

/** The address of the blog's feed in one language (pages name it in their head). */
export const feedAddress = (lang: "ar" | "en") => `/blog/feed.xml?lang=${lang}`;

/**
 * `/sitemap.xml` (with hreflang alternates), `/blog/feed.xml?lang=ar|en` (RSS 2.0) and `/robots.txt`. Both name the site's origin, so
 * they are cached for long only when that comes from PUBLIC_ORIGIN, not from the Host header.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const origin = originOf(c);
    // Each language's address is an entry of its own, and each entry lists every alternate, itself
    // included: the same set the pages' own hreflang links name (shared/page-address.ts).
    const entries = (await sitemapEntries(c.var.deps.db, nowOf(c))).flatMap((e) => {
      const lastmod = e.lastModified ? `<lastmod>${xmlEscape(e.lastModified)}</lastmod>` : "";
      if (!e.bilingual) return [`<url><loc>${xmlEscape(pageAddress(origin, e.path))}</loc>${lastmod}</url>`];
      const alternates = pageAlternates(origin, e.path)
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`)
        .join("");
      return (["ar", "en"] as const).map((lang) => `<url><loc>${xmlEscape(pageAddress(origin, e.path, lang))}</loc>${lastmod}${alternates}</url>`);
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join("")}</urlset>\n`;
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": linkCacheControl(c, "public, max-age=3600") });
  })
  // The blog as RSS 2.0, one feed per language: the articles readers see at this moment, newest
  // first, each with its address in that language, its date, category and excerpt.
  .get("/blog/feed.xml", async (c) => {
    const { db } = c.var.deps;
    const { lang, t } = c.var;
    const origin = originOf(c);
    const [settings, posts] = await Promise.all([readSettings(db, lang), listPosts(db, lang, nowOf(c), FEED_ITEMS)]);
    const date = (iso: string | null | undefined) => (iso ? new Date(iso).toUTCString() : undefined);
    const items = posts.map((p) => {
      const link = xmlEscape(pageAddress(origin, p.path, lang));
      // The numbered address never changes when a slug is renamed (it redirects to the article),
      // so feed readers never see a renamed article as a new one.
      const guid = xmlEscape(pageAddress(origin, `/blog/${p.id}`, lang));
      const published = date(p.published_at ?? p.created_at);
      return [
        "<item>",
        `<title>${xmlEscape(p.title)}</title>`,
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${guid}</guid>`,
        published ? `<pubDate>${published}</pubDate>` : "",
        `<category>${xmlEscape(t(`blog.categories.${p.category}`))}</category>`,
        `<description>${xmlEscape(p.excerpt)}</description>`,
        "</item>",
      ].join("");
    });
    const self = xmlEscape(`${origin}${feedAddress(lang)}`);
    const xml = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>`,
      `<title>${xmlEscape(`${t("blog.title")} | ${settings.site_name}`)}</title>`,
      `<link>${xmlEscape(pageAddress(origin, "/blog", lang))}</link>`,
      `<atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
      `<description>${xmlEscape(t("blog.subtitle"))}</description>`,
      `<language>${lang}</language>`,
      posts[0] ? `<lastBuildDate>${date(posts[0].published_at ?? posts[0].created_at)}</lastBuildDate>` : "",
      ...items,
      `</channel></rss>`,
    ].join("\n");
    return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "no-cache" });
  })
  .get("/robots.txt", (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /qr/dashboard\nDisallow: /qr/business/\n\nSitemap: ${originOf(c)}/sitemap.xml\n`, 200, {
      "Cache-Control": linkCacheControl(c, "public, max-age=86400"),
    }),
  );
