import type { VersionMemo } from "../services/content-version";
import type { CachedPage, PageCache } from "./page-store";

interface EdgeCache {
  match(request: string): Promise<Response | undefined>;
  put(request: string, response: Response): Promise<void>;
}

/**
 * The page cache on Cloudflare Workers: the Cache API of the data centre, shared by every isolate
 * there. Entries are keyed by the content version like the Node cache, so writes invalidate them.
 */
export function edgePageCache(cache: EdgeCache): PageCache {
  const url = (key: string) => `https://page-cache.internal/${encodeURIComponent(key)}`;
  return {
    async get(key): Promise<CachedPage | undefined> {
      const res = await cache.match(url(key));
      return res
        ? {
            body: await res.text(),
            status: Number(res.headers.get("x-page-status") ?? 200),
            etag: res.headers.get("x-page-etag") ?? undefined,
            ...(res.headers.has("x-page-expires") ? { expiresAt: Number(res.headers.get("x-page-expires")) } : {}),
          }
        : undefined;
    },
    async put(key, page) {
      const headers: Record<string, string> = { "cache-control": "public, max-age=86400", "x-page-status": String(page.status) };
      if (page.etag) headers["x-page-etag"] = page.etag;
      // A page that goes stale by itself (an "open now" badge) is kept no longer than that, and
      // its expiry travels with it (the app's clock checks it on every hit).
      if (page.expiresAt !== undefined) {
        headers["x-page-expires"] = String(page.expiresAt);
        headers["cache-control"] = `public, max-age=${Math.max(1, Math.min(86400, Math.ceil((page.expiresAt - Date.now()) / 1000)))}`;
      }
      await cache.put(url(key), new Response(page.body, { headers }));
    },
  };
}

/**
 * The last content version an isolate read from the database, kept in the same Cache API. A new
 * isolate that cannot reach the database finds it there and can still serve the cached pages.
 */
export function edgeVersionMemo(cache: EdgeCache): VersionMemo {
  const url = "https://page-cache.internal/content-version";
  return {
    async get() {
      const res = await cache.match(url);
      const version = res ? Number(await res.text()) : NaN;
      return Number.isInteger(version) ? version : undefined;
    },
    async put(version) {
      await cache.put(url, new Response(String(version), { headers: { "cache-control": "public, max-age=86400" } }));
    },
  };
}
