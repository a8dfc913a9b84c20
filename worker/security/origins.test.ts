/**
 * Outside probe, finding 1 (SECURITY.md lists them): one request with `Host: evil.example` (or an
 * absolute request target) made the cached public listing hand every later visitor QR links, and a
 * QR image, pointing at evil.example. Now absolute URLs come from PUBLIC_ORIGIN when it is set;
 * without it they follow the request, but every cache is keyed by that origin and bounded, and
 * answers built on a Host header are never cached for long.
 *
 * app.request() takes the request's origin from the URL it is given, exactly as the Node server
 * does from the Host header or an absolute request target.
 */
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { AppConfig } from "../env";
import { memoryPageCache } from "../render/page-store";
import { decodeQrSvg, svgOfDataUrl } from "../services/qr/qr-decode.testing";
import { createQrTestApp, type QrTestKit } from "../routes/api/qr/qr-test-kit";

const EVIL = "http://evil.example";
const HOME = "http://localhost";

/** The QR test kit with the page cache of the Node server switched on. */
async function cachedKit(config?: AppConfig) {
  const kit = await createQrTestApp({ config });
  const app = createApp({ ...kit.deps, pageCache: memoryPageCache() });
  const owner = await kit.owner();
  const approved = await kit.approvedListing(owner);
  return { ...kit, app, approved };
}

const json = async (res: Response) => (await res.json()) as { data: Record<string, string> };
/** The admin approves a listing in a request whose Host is forged (EVIL). */
const approveUnderForgedHost = async (kit: QrTestKit, id: number) =>
  kit.app.request(`${EVIL}/api/qr/admin/${id}/approve`, {
    method: "POST",
    headers: { authorization: `Bearer ${await kit.admin()}`, "content-type": "application/json" },
    body: "{}",
  });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];

describe("without PUBLIC_ORIGIN: a forged Host never changes what other visitors get", () => {
  it("GET /api/qr/businesses/{id}: the forged answer stays with the forged origin", async () => {
    const { app, approved: listing } = await cachedKit();
    const path = `/api/qr/businesses/${listing.unique_id}`;
    const forged = await json(await app.request(`${EVIL}${path}`));
    expect(forged.data.qr_code_url).toBe(`${EVIL}/qr/${listing.unique_id}`);

    // Every later anonymous caller on the real origin, first and cached, gets the real links.
    for (let i = 0; i < 2; i++) {
      const res = await app.request(`${HOME}${path}`);
      const { data } = await json(res);
      expect(data.qr_code_url).toBe(`${HOME}/qr/${listing.unique_id}`);
      expect(data.qr_code_image_url).toBe(`${HOME}/qr/code/${listing.unique_id}.svg`);
      expect(await decodeQrSvg(svgOfDataUrl(data.qr_code_data))).toBe(`${HOME}/qr/${listing.unique_id}?src=qr`);
    }
    // The same holds for the other language and for lists.
    const en = await json(await app.request(`${HOME}${path}?lang=en`));
    expect(en.data.qr_code_url).toBe(`${HOME}/qr/${listing.unique_id}`);
  });

  it("pages: canonical and Open Graph links follow the request, cached per origin", async () => {
    const { app, approved: listing } = await cachedKit();
    const article = (await (await app.request(`${HOME}/api/blog-posts/1`)).json()).data.path;
    // The numbered address redirects to the article's own, on this site whatever the Host said.
    const moved = await app.request(`${EVIL}/blog/1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(article);
    for (const path of [`/qr/${listing.unique_id}`, "/", "/blog", article]) {
      await app.request(`${EVIL}${path}`);
      const res = await app.request(`${HOME}${path}`);
      const html = await res.text();
      expect(canonicalOf(html), path).toMatch(new RegExp(`^${HOME}/`));
      expect(ogUrlOf(html), path).toMatch(new RegExp(`^${HOME}/`));
      expect(html, path).not.toContain("evil.example");
    }
  });

  it("sitemap, robots.txt and the QR image drawn for a Host header are not cached for long", async () => {
    const { app, approved: listing } = await cachedKit();
    for (const path of ["/sitemap.xml", "/robots.txt", `/qr/code/${listing.unique_id}.svg`]) {
      const res = await app.request(`${EVIL}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
    }
    const svg = await (await app.request(`${HOME}/qr/code/${listing.unique_id}.svg`)).text();
    expect(await decodeQrSvg(svg)).toBe(`${HOME}/qr/${listing.unique_id}?src=qr`);
  });

  it("QR fields stored at approval under a forged Host are never served to another origin", async () => {
    const kit = await cachedKit();
    const owner = await kit.owner();
    const pending = await kit.listing(owner);
    // The approval itself arrives with a forged Host.
    const approved = await approveUnderForgedHost(kit, pending.id);
    const uid = (await json(approved)).data.unique_id;
    for (const [path, token] of [[`/api/qr/businesses/${uid}`, undefined], ["/api/qr/businesses/my-businesses", owner.token]] as const) {
      const res = await kit.app.request(`${HOME}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const body = JSON.stringify(await res.json());
      expect(body, path).not.toContain("evil.example");
    }
    const page = await (await kit.app.request(`${HOME}/qr/${uid}`)).text();
    expect(page).not.toContain("evil.example");
  });

  it("the cache stays bounded, in entries and in bytes, however many Hosts are forged", async () => {
    const kit = await createQrTestApp();
    /** A memory cache that records the keys it was asked to store. */
    const spied = (maxEntries: number, maxBytes: number) => {
      const cache = memoryPageCache(maxEntries, maxBytes);
      const keys: string[] = [];
      const kept = async () => (await Promise.all(keys.map((k) => cache.get(k)))).filter(Boolean).length;
      return { keys, kept, cache: { get: cache.get, put: (k: string, p: Parameters<typeof cache.put>[1]) => (keys.push(k), cache.put(k, p)) } };
    };
    const small = spied(50, 64 * 1024 * 1024);
    const api = createApp({ ...kit.deps, pageCache: small.cache });
    for (let i = 0; i < 120; i++) expect((await api.request(`http://forged-${i}.example/api/site-settings`)).status).toBe(200);
    // One entry per origin (never shared), but only the 50 most recent are kept.
    expect(new Set(small.keys).size).toBe(120);
    expect(await small.kept()).toBe(50);

    const bytes = spied(500, 512 * 1024);
    const pages = createApp({ ...kit.deps, pageCache: bytes.cache });
    for (let i = 0; i < 30; i++) expect((await pages.request(`http://forged-${i}.example/`)).status).toBe(200);
    expect(new Set(bytes.keys).size).toBe(30);
    // The landing page is tens of kilobytes: 512 KiB holds a few, never all 30.
    expect(await bytes.kept()).toBeGreaterThan(0);
    expect(await bytes.kept()).toBeLessThan(10);
  });
});

describe("with PUBLIC_ORIGIN: every absolute URL is the configured one, whatever the request says", () => {
  const PUBLIC = "https://agency.example";

  it("API, pages, sitemap, robots.txt, vCard and the QR image all use it", async () => {
    const { app, approved: listing } = await cachedKit({ publicOrigin: PUBLIC });
    const uid = listing.unique_id;
    for (const origin of [EVIL, HOME]) {
      const { data } = await json(await app.request(`${origin}/api/qr/businesses/${uid}`));
      expect(data.qr_code_url).toBe(`${PUBLIC}/qr/${uid}`);
      expect(await decodeQrSvg(svgOfDataUrl(data.qr_code_data))).toBe(`${PUBLIC}/qr/${uid}?src=qr`);

      const page = await (await app.request(`${origin}/qr/${uid}`)).text();
      expect(canonicalOf(page)).toMatch(new RegExp(`^${PUBLIC}/qr/${uid}`));
      expect(ogUrlOf(page)).toMatch(new RegExp(`^${PUBLIC}/`));
      expect(page).not.toContain("evil.example");
      for (const path of ["/", "/blog/1"]) expect(await (await app.request(`${origin}${path}`)).text(), path).not.toContain("evil.example");

      const sitemap = await app.request(`${origin}/sitemap.xml`);
      expect(await sitemap.text()).toContain(`<loc>${PUBLIC}/qr/${uid}</loc>`);
      expect(sitemap.headers.get("cache-control")).toBe("public, max-age=3600");
      const robots = await app.request(`${origin}/robots.txt`);
      expect(await robots.text()).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);

      expect(await (await app.request(`${origin}/qr/${uid}/contact.vcf`)).text()).toContain(`${PUBLIC}/qr/${uid}`);

      const svg = await app.request(`${origin}/qr/code/${uid}.svg`);
      expect(svg.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await decodeQrSvg(await svg.text())).toBe(`${PUBLIC}/qr/${uid}?src=qr`);
    }
  });

  it("an approval that arrives with a forged Host stores the configured origin", async () => {
    const kit = await createQrTestApp({ config: { publicOrigin: PUBLIC } });
    const owner = await kit.owner();
    const pending = await kit.listing(owner);
    const res = await approveUnderForgedHost(kit, pending.id);
    const { data } = await json(res);
    expect(data.qr_code_url).toBe(`${PUBLIC}/qr/${data.unique_id}`);
    const row = (await kit.client.execute({ sql: "select qr_code_url, qr_code_data from qr_businesses where id = ?", args: [pending.id] })).rows[0];
    expect(row.qr_code_url).toBe(`${PUBLIC}/qr/${data.unique_id}`);
    expect(await decodeQrSvg(svgOfDataUrl(String(row.qr_code_data)))).toBe(`${PUBLIC}/qr/${data.unique_id}?src=qr`);
  });
});
