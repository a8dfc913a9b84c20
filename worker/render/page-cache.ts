import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { originOf } from "../lib/origin";
import { databaseContentVersion } from "../services/content-version";
import { nowOf } from "../lib/clock";
import type { CachedPage } from "./page-store";
import { scheduleMark } from "../services/post-schedule";

// Never produced by the nonce generator (base64), so it can stand in for the nonce safely.
const NONCE_SLOT = "__CSP_NONCE__";

/** The current content version, from wherever this runtime keeps it. */
export const versionNow = (deps: AppEnv["Variables"]["deps"]) => (deps.contentVersion ?? databaseContentVersion(deps.db)).current();

/**
 * What cached answers are kept under: the content version, and the last scheduled moment already
 * past (a post appearing or going by itself, worker/services/post-schedule.ts).
 */
async function contentKey(c: Context<AppEnv>) {
  const version = await versionNow(c.var.deps);
  const mark = await scheduleMark(c.var.deps.db, version, nowOf(c));
  return mark ? `${version}@${mark}` : String(version);
}

const encoder = new TextEncoder();
// A cached page as UTF-8 pieces around its nonce slots, encoded once per cached object (the
// memory cache hands back the same object on every hit). Sending bytes spares each request the
// encoding and length count of a 60 KB string, which was most of a cache hit's cost.
const pieces = new WeakMap<CachedPage, Uint8Array[]>();

function withNonce(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  let parts = pieces.get(page);
  if (!parts) pieces.set(page, (parts = page.body.split(NONCE_SLOT).map((p) => encoder.encode(p))));
  const slot = encoder.encode(nonce);
  const out: Uint8Array<ArrayBuffer> = new Uint8Array(parts.reduce((n, p) => n + p.length, 0) + slot.length * (parts.length - 1));
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.set(slot, at);
      at += slot.length;
    }
    out.set(part, at);
    at += part.length;
  });
  return out;
}

/**
 * Serves public pages from the page cache. The key holds everything a page depends on (the
 * content version, the origin its links are built on, language, theme and path), so a write
 * anywhere makes every cached page stale at once, and a page rendered for one Host is never
 * served to another; the CSP nonce stays per request, swapped into the cached HTML.
 *
 * The query string is not in the key: pages ignore it, and a key with it would give every
 * made-up query a copy of its own. A page that does read a part of it names that part
 * (`variant`), as a value from a short fixed list (a listing's table number, 1 to 999) or null
 * for the plain page, so the copies stay bounded. `bypass` names requests the cache must not
 * answer at all (an owner's own screens, rendered for their session).
 */
export function cachePages(options: { variant?: (c: Context<AppEnv>) => string | null; bypass?: (c: Context<AppEnv>) => boolean } = {}): MiddlewareHandler<AppEnv> {
  return async function cachePages(c, next) {
    const cache = c.var.deps.pageCache;
    if (!cache || c.req.method !== "GET" || options.bypass?.(c)) return next();
    const url = new URL(c.req.url);
    const variant = options.variant?.(c) ?? null;
    const key = [await contentKey(c), originOf(c), c.var.lang, c.var.theme, url.pathname, ...(variant === null ? [] : [variant])].join("|");
    const nonce = c.get("secureHeadersNonce") ?? "";
    const found = await cache.get(key);
    // A page past its own expiry (an "open now" badge after the listing opened or closed) is
    // rendered again, as if it had never been stored.
    const hit = found && !(found.expiresAt !== undefined && found.expiresAt <= nowOf(c)) ? found : undefined;
    if (hit) {
      if (hit.etag && holdsCurrent(c, hit.etag)) return notModified(c, hit.etag);
      return c.body(withNonce(hit, nonce), hit.status as 200, {
        "Content-Type": "text/html; charset=UTF-8",
        "Cache-Control": "no-cache",
        "Vary": "Cookie, Accept-Encoding",
        ...(hit.etag ? { ETag: hit.etag } : {}),
        "X-Page-Cache": "hit",
      });
    }
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    // A page rendered for one person (an owner's screen with their listings) is never stored.
    const personal = /private|no-store/.test(c.res.headers.get("cache-control") ?? "");
    if ((c.res.status === 200 || c.res.status === 404) && type.startsWith("text/html") && nonce && !personal) {
      const html = await c.res.clone().text();
      const expiresAt = c.get("pageExpiresAt");
      const body = html.replaceAll(nonce, NONCE_SLOT);
      // Only a found page is worth revalidating: a 404 is small, and browsers ask again anyway.
      const etag = c.res.status === 200 ? `W/"${await sha1(body)}"` : undefined;
      await cache.put(key, { body, status: c.res.status, ...(etag ? { etag } : {}), ...(expiresAt !== undefined ? { expiresAt } : {}) });
      // The browser already holds this very page (the cache had dropped it, or the server restarted).
      if (etag && holdsCurrent(c, etag)) {
        // Replaces the rendered answer whole: none of its headers (its length) may come along,
        // except the cookies it sets.
        const cookies = c.res.headers.getSetCookie();
        c.res = undefined;
        c.res = notModified(c, etag);
        for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie);
        return;
      }
      if (etag) c.res.headers.set("ETag", etag);
      c.res.headers.set("X-Page-Cache", "miss");
    }
  };
}

/*
 * Revisits. A page's ETag names its HTML with the nonce left out, so every answer of the same page
 * has the same one, whatever nonce it was sent with. A browser that holds the page asks with
 * If-None-Match and gets a 304 without a body: on 400 kbit/s a 30 KB page costs most of a second,
 * a 304 one round trip.
 *
 * The 304 carries no Content-Security-Policy (security.ts leaves it out). A browser merges the
 * headers of a 304 into the answer it stored, so a fresh policy with a fresh nonce would pair the
 * stored HTML, whose inline scripts carry the old nonce, with a policy that refuses them. Without
 * one, the stored page keeps the policy it came with, and the nonce in it matches.
 *
 * The tag is weak (W/): compression on the way out changes the bytes, not the page.
 */
/** Whether the request's If-None-Match names `etag` (or `*`), compared the weak way as GET allows. */
function holdsCurrent(c: Context<AppEnv>, etag: string) {
  const header = c.req.header("if-none-match");
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

const notModified = (c: Context<AppEnv>, etag: string) =>
  c.body(null, 304, { ETag: etag, "Cache-Control": "no-cache", "Vary": "Cookie, Accept-Encoding", "X-Page-Cache": "revalidated" });

/**
 * Serves anonymous public API reads from the same cache, keyed by content version, language, the
 * origin links are built on (a listing's QR fields are absolute URLs) and the path and query,
 * with their ETag computed once. Admin and owner calls (a token) always go through.
 */
export function cachePublicReads(): MiddlewareHandler<AppEnv> {
  return async function cachePublicReads(c, next) {
    const cache = c.var.deps.pageCache;
    if (!cache || c.req.method !== "GET" || c.req.header("authorization")) return next();
    const url = new URL(c.req.url);
    const key = ["api", await contentKey(c), originOf(c), c.var.lang, url.pathname, url.search].join("|");
    const hit = await cache.get(key);
    if (hit) {
      // The etag middleware outside sees this ETag and answers 304 when the client has it.
      return c.body(hit.body, hit.status as 200, { "Content-Type": "application/json", ETag: hit.etag ?? "" });
    }
    await next();
    if (c.res.status === 200 && (c.res.headers.get("content-type") ?? "").startsWith("application/json")) {
      const body = await c.res.clone().text();
      const etag = `"${await sha1(body)}"`;
      c.res.headers.set("ETag", etag);
      await cache.put(key, { body, status: 200, etag });
    }
  };
}

const sha1 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");
