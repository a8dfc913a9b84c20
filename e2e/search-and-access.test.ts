/**
 * Lighthouse (mobile preset) judges what search engines and assistive technology get: its SEO
 * category must be 100 and its accessibility category at least 98, on one page of each kind
 * (the landing page and a listing in Arabic, an article and the owners' sign-in in English).
 * `npm run bench` (part "seo") runs it over every public page in both languages.
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script without type declarations.
import { seoAndAccessibility } from "../bench/lib/lighthouse-seo.mjs";
import { server } from "./server";

type Row = { url: string; seo: number; accessibility: number; failed: string[] };
const base = server().baseURL;

describe("Lighthouse: SEO and accessibility", () => {
  it("scores SEO 100 and accessibility ≥ 98 on the landing page, a listing, an article and the sign-in", async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const listing = /\/qr\/([a-z0-9]+)</.exec(sitemap)?.[1];
    expect(listing).toBeTruthy();
    // The article at its own English address (its numbered one only redirects there).
    const article = (await (await fetch(`${base}/api/blog-posts/1?lang=en`)).json()).data.path;
    const rows: Row[] = await seoAndAccessibility([`${base}/`, `${base}/qr/${listing}`, `${base}${article}?lang=en`, `${base}/qr/login?lang=en`]);
    const report = rows.map((r) => `${r.url}: SEO ${r.seo}, accessibility ${r.accessibility} ${r.failed.join("; ")}`).join("\n");
    expect(rows.every((r) => r.seo === 100 && r.accessibility >= 98), report).toBe(true);
  }, 180_000);
});
