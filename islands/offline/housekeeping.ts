/**
 * The service worker's tidying: what stays in its caches, run when a new build takes over and,
 * more cheaply, after each page it keeps.
 *
 * Each build has caches of its own (routes.ts, `cacheNames`), so a deploy never reads what an old
 * worker stored in an old format. But a page kept last week still names last week's hashed
 * scripts and stylesheet, which the server no longer has: when a new build takes over, the pages
 * still within their days move into its caches, and with them exactly the files they name (a
 * file a kept script or stylesheet names too: a lazily loaded chunk, a font). Nothing else is
 * carried; the old caches are then deleted. Files live as long as a kept page needs them.
 */

import { CACHE_PREFIX, cacheNames, expired, mentionOf, savedAtOf } from "./routes";

/** At most this many pages are kept (the oldest saved go first): far more than a visitor opens in a month. */
export const MAX_PAGES = 100;
/** Past this many kept files, those no kept page names are looked for and removed at once. */
export const MAX_FILES = 2000;

const ignoreVary = { ignoreVary: true };

/**
 * Brings the caches to the build `build`: old builds' pages (unexpired) and the files they need
 * moved over, old caches deleted, expired pages and pages past MAX_PAGES removed, and, when a page
 * went or `thorough` asks, every file no kept page needs removed.
 */
export async function tidy(storage: CacheStorage, build: string, now: number, thorough = false) {
  const names = cacheNames(build);
  const old = (await storage.keys()).filter((n) => n.startsWith(CACHE_PREFIX) && n !== names.pages && n !== names.files);
  const pages = await storage.open(names.pages);
  const files = await storage.open(names.files);

  // Pages: the current build's, and old builds' still within their days (the newest copy of each).
  for (const name of old.filter((n) => n.startsWith(`${CACHE_PREFIX}pages-`))) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request, ignoreVary);
      if (!response || expired(response, now)) continue;
      const have = await pages.match(request, ignoreVary);
      if (!have || savedAtOf(have) < savedAtOf(response)) await pages.put(request, response);
    }
  }
  const kept: { request: Request; savedAt: number }[] = [];
  let removed = false;
  for (const request of await pages.keys()) {
    const response = await pages.match(request, ignoreVary);
    if (!response || expired(response, now)) {
      await pages.delete(request, ignoreVary);
      removed = true;
    } else kept.push({ request, savedAt: savedAtOf(response) });
  }
  kept.sort((a, b) => b.savedAt - a.savedAt);
  for (const { request } of kept.splice(MAX_PAGES)) {
    await pages.delete(request, ignoreVary);
    removed = true;
  }

  const fileCount = (await files.keys()).length;
  if (!old.length && !thorough && !removed && fileCount <= MAX_FILES) return;

  // Files: those a kept page names, or a named script or stylesheet names in turn.
  const candidates = new Map<string, { cache: Cache; request: Request }>();
  for (const cache of [files, ...(await Promise.all(old.map((n) => storage.open(n))))]) {
    for (const request of await cache.keys()) if (!candidates.has(request.url)) candidates.set(request.url, { cache, request });
  }
  const texts: string[] = [];
  for (const { request } of kept) texts.push((await (await pages.match(request, ignoreVary))?.text()) ?? "");
  const needed = new Set<string>();
  for (let found = true; found; ) {
    found = false;
    for (const [url, { cache, request }] of candidates) {
      if (needed.has(url)) continue;
      const mention = mentionOf(url);
      if (!texts.some((text) => text.includes(mention))) continue;
      needed.add(url);
      found = true;
      if (/\.(?:js|css)$/.test(new URL(url).pathname)) texts.push((await (await cache.match(request, ignoreVary))?.text()) ?? "");
    }
  }
  for (const [url, { cache, request }] of candidates) {
    if (cache === files) {
      if (!needed.has(url)) await files.delete(request, ignoreVary);
    } else if (needed.has(url)) {
      const response = await cache.match(request, ignoreVary);
      if (response) await files.put(request, response);
    }
  }
  for (const name of old) await storage.delete(name);
}
