import { Hono } from "hono";
import type { AppEnv } from "../env";
import { linkCacheControl, originOf } from "../lib/origin";
import { sitemapEntries } from "../services/sitemap";

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * `/sitemap.xml` (with hreflang alternates) and `/robots.txt`. Both name the site's origin, so
 * they are cached for long only when that comes from PUBLIC_ORIGIN, not from the Host header.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const origin = originOf(c);
    const url = (path: string, lang?: string) => xmlEscape(`${origin}${path}${lang ? `?lang=${lang}` : ""}`);
    const entries = (await sitemapEntries(c.var.deps.db)).map((e) => {
      const alternates = e.bilingual
        ? ["ar", "en"].map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(e.path, l)}"/>`).join("") +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${url(e.path)}"/>`
        : "";
      return `<url><loc>${url(e.path)}</loc>${e.lastModified ? `<lastmod>${xmlEscape(e.lastModified)}</lastmod>` : ""}${alternates}</url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join("")}</urlset>\n`;
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": linkCacheControl(c, "public, max-age=3600") });
  })
  .get("/robots.txt", (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /qr/dashboard\nDisallow: /qr/business/\n\nSitemap: ${originOf(c)}/sitemap.xml\n`, 200, {
      "Cache-Control": linkCacheControl(c, "public, max-age=86400"),
    }),
  );
