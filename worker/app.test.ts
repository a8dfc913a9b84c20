import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./testing/test-app";
import { htmlOf, textOf } from "./testing/html";

let app: Awaited<ReturnType<typeof createTestApp>>["app"];
beforeAll(async () => {
  ({ app } = await createTestApp());
});

const sections = ["hero", "about", "services", "portfolio", "blog", "contact"];

describe("landing page", () => {
  it("renders in Arabic, right-to-left and dark by default, with all six sections from the database", async () => {
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const { document } = await htmlOf(res);
    const html = document.documentElement;
    expect(html.getAttribute("lang")).toBe("ar");
    expect(html.getAttribute("dir")).toBe("rtl");
    expect(html.getAttribute("data-theme")).toBe("dark");
    for (const id of sections) expect(document.querySelector(`section#${id}`), id).not.toBeNull();
    // Seeded content, server-rendered: six active services (the inactive seventh is hidden).
    expect(document.querySelectorAll("[data-testid=service-card]")).toHaveLength(6);
    expect(textOf(document.querySelector("#services"))).toContain("تصوير المنتجات والفعاليات");
    expect(textOf(document.querySelector("#services"))).not.toContain("الترجمة والتعريب");
    expect(document.querySelectorAll("[data-testid=portfolio-card]").length).toBeGreaterThanOrEqual(3);
    expect(document.querySelectorAll("[data-testid=blog-card]")).toHaveLength(4);
    expect(textOf(document.querySelector("#blog"))).not.toContain("مسودة");
    // The founding year, in Arabic-Indic digits.
    expect(textOf(document.querySelector("#about"))).toContain("٢٠١٥");
    expect(textOf(document.querySelector("#contact"))).toContain("info@damascus-agency.sy");
    expect(document.querySelector("title")?.textContent).toMatch(/وكالة/);
  });

  it("renders English left-to-right with ?lang=en and remembers it in the language cookie", async () => {
    const res = await app.request("/?lang=en");
    const { document } = await htmlOf(res);
    expect(document.documentElement.getAttribute("lang")).toBe("en");
    expect(document.documentElement.getAttribute("dir")).toBe("ltr");
    expect(textOf(document.querySelector("#services"))).toContain("Product and event photography");
    expect(res.headers.get("set-cookie")).toMatch(/language=en/);
  });

  it("takes the language from the cookie when there is no ?lang, and ?lang wins over the cookie", async () => {
    const fromCookie = await htmlOf(await app.request("/", { headers: { cookie: "language=en" } }));
    expect(fromCookie.document.documentElement.getAttribute("lang")).toBe("en");
    const queryWins = await htmlOf(await app.request("/?lang=ar", { headers: { cookie: "language=en" } }));
    expect(queryWins.document.documentElement.getAttribute("lang")).toBe("ar");
  });

  it("falls back to Arabic for an invalid language", async () => {
    for (const path of ["/?lang=fr", "/?lang=", "/?lang=<script>"]) {
      const { document } = await htmlOf(await app.request(path, { headers: { cookie: "language=de" } }));
      expect(document.documentElement.getAttribute("lang"), path).toBe("ar");
    }
  });

  it("renders the light theme from the theme cookie, so there is no flash", async () => {
    const { document } = await htmlOf(await app.request("/", { headers: { cookie: "theme=light" } }));
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
  });

  it("links both languages with hreflang alternates and an x-default", async () => {
    const { document } = await htmlOf(await app.request("http://agency.test/"));
    // React writes the attribute as hrefLang (HTML attribute names are case-insensitive).
    const alt = (lang: string) =>
      [...document.querySelectorAll("link[rel=alternate]")].find((l) => l.getAttribute("hrefLang") === lang)?.getAttribute("href");
    // Arabic, the first language, is the bare address, and the default; English adds ?lang=en.
    expect(alt("ar")).toBe("http://agency.test/");
    expect(alt("en")).toBe("http://agency.test/?lang=en");
    expect(alt("x-default")).toBe("http://agency.test/");
    expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe("http://agency.test/");
    expect(document.querySelector("meta[name=description]")?.getAttribute("content")).toBeTruthy();
    expect(document.querySelector("meta[name=keywords]")?.getAttribute("content")).toBeTruthy();
  });

  // What a crawler checks: every address in the sitemap is a page's canonical address, every page
  // names as alternates exactly the addresses whose pages name it back, and the address a page is
  // reached at in its own language is its canonical one (a duplicate, ?lang=ar, names the bare one).
  it("keeps one scheme of addresses: sitemap entries, canonical links and hreflang alternates agree", async () => {
    const sitemap = await (await app.request("http://agency.test/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));
    const listing = locs.find((l) => /\/qr\/[a-z0-9]+$/.test(l));
    expect(listing).toBeTruthy();
    const headOf = async (url: string) => {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      const { document } = await htmlOf(res);
      const alternates = Object.fromEntries([...document.querySelectorAll("link[rel=alternate]")].filter((l) => l.getAttribute("hrefLang")).map((l) => [l.getAttribute("hrefLang"), l.getAttribute("href")]));
      return { canonical: document.querySelector("link[rel=canonical]")?.getAttribute("href"), alternates, ogUrl: document.querySelector("meta[property='og:url']")?.getAttribute("content") };
    };
    const pages = ["/", "/blog", "/privacy", "/terms", new URL(listing!).pathname];
    for (const path of pages) {
      const ar = `http://agency.test${path}`;
      const en = `${ar}?lang=en`;
      expect(locs, path).toContain(ar);
      expect(locs, path).toContain(en);
      const expected = { ar, en, "x-default": ar };
      for (const [url, own] of [[ar, ar], [en, en], [`${ar}?lang=ar`, ar]]) {
        const head = await headOf(url);
        expect(head.canonical, url).toBe(own);
        expect(head.ogUrl, url).toBe(own);
        expect(head.alternates, url).toEqual(expected);
      }
    }
    // Every sitemap entry of a page is a canonical address: no ?lang=ar, nothing else.
    for (const loc of locs) expect(loc, loc).not.toMatch(/lang=ar/);
  });

  it("sends a CSP whose per-request nonce is on every inline and module script", async () => {
    const first = await app.request("/");
    const second = await app.request("/");
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const { document } = await htmlOf(first);
    const scripts = [...document.querySelectorAll("script")].filter((s) => s.getAttribute("type") !== "application/ld+json");
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.getAttribute("nonce")).toBe(nonce);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("wraps islands with their name and JSON props and loads the hashed client entry from the manifest", async () => {
    const { document } = await htmlOf(await app.request("/?lang=en"));
    const island = document.querySelector("agency-island[data-island=lang-toggle]");
    expect(island).not.toBeNull();
    expect(JSON.parse(island!.getAttribute("data-props")!)).toMatchObject({ lang: "en" });
    expect(island!.querySelector("[data-testid=lang-toggle]")).not.toBeNull();
    expect(document.querySelector("script[type=module][src='/assets/client-abc.js']")).not.toBeNull();
    expect(document.querySelector("link[rel=modulepreload][href='/assets/lang-toggle-abc.js']")).not.toBeNull();
    expect(document.querySelector("link[rel=stylesheet][href='/assets/global-abc.css']")).not.toBeNull();
  });

  it("describes the agency with JSON-LD", async () => {
    const { document } = await htmlOf(await app.request("/"));
    const ld = JSON.parse(document.querySelector("script[type='application/ld+json']")!.textContent!);
    expect(ld["@type"]).toBe("Organization");
    expect(ld.foundingDate).toBe("2015");
  });
});

describe("routing", () => {
  it("answers /api/health", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });

  it("answers an unknown /api path with a JSON 404 in the request's language", async () => {
    const res = await app.request("/api/no-such-thing?lang=en");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Not found" });
    const ar = await app.request("/api/no-such-thing");
    expect((await ar.json()).message).toBe("المسار غير موجود");
  });

  it("answers any other unknown address with a real 404 page that shows the ways on, in both languages", async () => {
    for (const path of ["/nope", "/deep/unknown/path", "/index.php", "/feed", "/qr/a/b"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
      const { document } = await htmlOf(res);
      expect(document.documentElement.getAttribute("lang"), path).toBe("ar");
      expect(document.querySelector("[data-testid=not-found]")?.getAttribute("data-kind"), path).toBe("missing");
      expect(textOf(document.querySelector("h1")), path).toBe("هذه الصفحة غير موجودة");
      expect(document.querySelector('meta[name=robots]')?.getAttribute("content"), path).toBe("noindex");
      expect(document.querySelector("link[rel=canonical]"), path).toBeNull();
      const links = ["home", "blog", "contact"].map((k) => document.querySelector(`[data-testid=not-found-${k}]`)?.getAttribute("href"));
      expect(links, path).toEqual(["/?lang=ar", "/blog?lang=ar", "/?lang=ar#contact"]);
      // The other language says it too, marked as such.
      const other = document.querySelector('[data-testid=not-found] p[lang="en"]');
      expect(other?.getAttribute("dir"), path).toBe("ltr");
      expect(textOf(other), path).toContain("This page does not exist");
    }
    const en = await htmlOf(await app.request("/nope?lang=en"));
    expect(textOf(en.document.querySelector("h1"))).toBe("This page does not exist");
    expect(en.document.querySelector('[data-testid=not-found] p[lang="ar"]')?.getAttribute("dir")).toBe("rtl");
  });

  it("answers HEAD and POST on an unknown address with 404 too (curl -I sees it)", async () => {
    expect((await app.request("/nope", { method: "HEAD" })).status).toBe(404);
    expect((await app.request("/nope", { method: "POST", headers: { "sec-fetch-site": "same-origin" } })).status).toBe(404);
  });
});
