import { nowOf } from "../lib/clock";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { linkCacheControl, originOf } from "../lib/origin";
import { sitemapEntries } from "../services/sitemap";
import { pageAddress, pageAlternates } from "../../shared/page-address";

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * `/sitemap.xml` (with hreflang alternates) and `/robots.txt`. Both name the site's origin, so
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
  .get("/robots.txt", (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /qr/dashboard\nDisallow: /qr/business/\n\nSitemap: ${originOf(c)}/sitemap.xml\n`, 200, {
      "Cache-Control": linkCacheControl(c, "public, max-age=86400"),
    }),
  );
