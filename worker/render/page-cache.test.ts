import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { qrBusinesses, qrScans } from "../../db/schema";
import { createApp } from "../app";
import { createTestApp } from "../testing/test-app";
import { memoryContentVersion } from "../services/content-version";
import { memoryPageCache } from "./page-store";

async function cachedApp(version: "database" | "memory" = "database") {
  const t = await createTestApp();
  const contentVersion = version === "memory" ? memoryContentVersion() : undefined;
  const app = createApp({ ...t.deps, pageCache: memoryPageCache(), contentVersion });
  const token = await t.adminToken();
  return { ...t, app, token };
}
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("page cache", () => {
  it("serves a public page from the cache with a fresh nonce on every response", async () => {
    const { app } = await cachedApp();
    const first = await app.request("/");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const second = await app.request("/");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const html = await second.text();
    const nonce = nonceOf(second)!;
    expect(nonce).not.toBe(nonceOf(first));
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("__CSP_NONCE__");
    expect(html).toContain("تصوير المنتجات والفعاليات");
  });

  it("answers a revisit of an unchanged page with a 304 and no policy, whatever nonce the page was sent with", async () => {
    const { app, token } = await cachedApp();
    const first = await app.request("/blog");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const hit = await app.request("/blog");
    expect(hit.headers.get("etag")).toBe(etag);
    expect(nonceOf(hit)).not.toBe(nonceOf(first));

    const again = await app.request("/blog", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The stored page keeps the policy whose nonce its inline scripts carry.
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("x-frame-options")).toBe("DENY");

    // Another language, theme or a changed page is another page.
    expect((await app.request("/blog?lang=en", { headers: { "if-none-match": etag } })).status).toBe(200);
    expect((await app.request("/blog", { headers: { "if-none-match": etag, cookie: "theme=light" } })).status).toBe(200);
    await app.request("/api/blog-posts/1", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title_ar: "عنوان جديد للمقالة" }),
    });
    const changed = await app.request("/blog", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await changed.text()).toContain("عنوان جديد للمقالة");
  });

  it("answers a 304 from a fresh render too, and never for a missing page", async () => {
    const { app, deps } = await cachedApp();
    const etag = (await app.request("/privacy")).headers.get("etag")!;
    // A server with an empty cache (restarted) renders the same page again: the browser's copy is still good.
    const restarted = createApp({ ...deps, pageCache: memoryPageCache() });
    const res = await restarted.request("/privacy", { headers: { "if-none-match": `"x", ${etag}` } });
    expect(res.status).toBe(304);
    expect(res.headers.get("content-length")).toBeNull();
    const missing = await app.request("/blog/999", { headers: { "if-none-match": "*" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
  });

  it("keeps languages and themes apart", async () => {
    const { app } = await cachedApp();
    await app.request("/");
    const en = await app.request("/?lang=en");
    expect(await en.text()).toContain('lang="en"');
    const light = await app.request("/", { headers: { cookie: "theme=light" } });
    expect(await light.text()).toContain('data-theme="light"');
  });

  it.each(["database", "memory"] as const)("never serves a stale page after an admin write (version in the %s)", async (where) => {
    const { app, token } = await cachedApp(where);
    await app.request("/?lang=en");
    expect((await app.request("/?lang=en")).headers.get("x-page-cache")).toBe("hit");
    const res = await app.request("/api/services/1", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title_en: "Freshly renamed photography" }),
    });
    expect(res.status).toBe(200);
    const after = await app.request("/?lang=en");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("Freshly renamed photography");
  });

  it("a refused write does not invalidate anything", async () => {
    const { app } = await cachedApp();
    await app.request("/blog");
    await app.request("/api/services/1", { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
    expect((await app.request("/blog")).headers.get("x-page-cache")).toBe("hit");
  });

  it("still counts article views when the article comes from the cache", async () => {
    const { app, token } = await cachedApp();
    // Read as an admin: anonymous API reads may come from the cache too.
    const views = async () => (await (await app.request("/api/blog-posts/1", { headers: { authorization: `Bearer ${token}` } })).json()).data.views;
    const ua = { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile Safari/537.36" };
    const before = await views();
    const path = (await (await app.request("/api/blog-posts/1")).json()).data.path;
    await app.request(path, { headers: ua });
    const second = await app.request(path, { headers: ua });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await views()).toBe(before + 2);
  });

  it("serves QR listing pages from the cache and still counts every scan", async () => {
    const { app, db } = await cachedApp();
    const [listing] = await db.select().from(qrBusinesses).where(eq(qrBusinesses.status, "approved"));
    const ua = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1" };
    const scans = async () => (await db.select().from(qrScans).where(eq(qrScans.business_id, listing.id))).reduce((n, r) => n + r.count, 0);
    const before = await scans();
    // Two visitors (a visitor's own reload is not another scan).
    expect((await app.request(`/qr/${listing.unique_id}?src=qr`, { headers: { ...ua, "x-test-ip": "192.0.2.31" } })).headers.get("x-page-cache")).toBe("miss");
    expect((await app.request(`/qr/${listing.unique_id}?src=qr`, { headers: { ...ua, "x-test-ip": "192.0.2.32" } })).headers.get("x-page-cache")).toBe("hit");
    await app.request(`/qr/${listing.unique_id}`, { headers: ua }); // a shared link, not a scan
    expect(await scans()).toBe(before + 2);
  });

  it("keeps at most the configured number of pages", async () => {
    const cache = memoryPageCache(2);
    await cache.put("a", { body: "a", status: 200 });
    await cache.put("b", { body: "b", status: 200 });
    await cache.get("a");
    await cache.put("c", { body: "c", status: 200 });
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toBeDefined();
    expect(await cache.get("c")).toBeDefined();
  });
});

describe("public API read cache", () => {
  it("answers anonymous reads from the cache with a stable ETag, and 304 when the client has it", async () => {
    const { app } = await cachedApp();
    const first = await app.request("/api/services/active?lang=en");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const second = await app.request("/api/services/active?lang=en");
    expect(second.headers.get("etag")).toBe(etag);
    expect(await second.json()).toEqual(await first.json());
    expect((await app.request("/api/services/active?lang=en", { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await app.request("/api/services/active?lang=ar")).headers.get("etag")).not.toBe(etag);
  });

  it("is fresh after a write, and never used for calls with a token", async () => {
    const { app, token } = await cachedApp();
    const anon = async () => (await (await app.request("/api/services")).json()).data.length;
    expect(await anon()).toBe(6);
    const admin = await (await app.request("/api/services", { headers: { authorization: `Bearer ${token}` } })).json();
    expect(admin.data).toHaveLength(7);
    await app.request("/api/services/1", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ is_active: false }),
    });
    expect(await anon()).toBe(5);
  });
});
