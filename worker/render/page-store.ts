/*
 * Where rendered pages and public API answers are kept between requests: the store's shape, and
 * the in-memory store the Node server uses (the Workers entry uses the Cache API,
 * edge-page-cache.ts). What is stored, and under which key, is page-cache.ts's business.
 */

/**
 * A response as kept in the cache: a rendered page (its per-request CSP nonce a placeholder in
 * `body`) or a public API answer (with its ETag, computed once).
 */
export interface CachedPage {
  body: string;
  status: number;
  etag?: string;
  /**
   * When the page goes stale by itself, whatever the content version says (ms, the app's clock):
   * a listing's "open now" badge is wrong once the listing opens or closes.
   */
  expiresAt?: number;
}

/** Where rendered public pages are kept: memory on Node, the Cache API on Workers. */
export interface PageCache {
  get(key: string): Promise<CachedPage | undefined>;
  put(key: string, page: CachedPage): Promise<void>;
}

/**
 * A bounded in-memory cache for the Node server: at most `maxEntries` answers and `maxBytes` of
 * text, least recently used out first. Without PUBLIC_ORIGIN every forged Host gets entries of
 * its own, so the bounds are what keep a flood of them from growing the process.
 */
export function memoryPageCache(maxEntries = 500, maxBytes = 64 * 1024 * 1024): PageCache {
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  // UTF-16 length, twice: what the string takes in memory, near enough.
  const sizeOf = (key: string, page: CachedPage) => 2 * (key.length + page.body.length);
  const drop = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(key, page);
  };
  return {
    async get(key) {
      const hit = entries.get(key);
      if (hit) {
        // Refresh its place: recently used pages stay.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    async put(key, page) {
      const size = sizeOf(key, page);
      if (size > maxBytes) return;
      drop(key);
      entries.set(key, page);
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value!);
    },
  };
}
