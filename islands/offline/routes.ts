/**
 * What the listing page's service worker (islands/offline/sw.ts) may keep, as plain functions of
 * a request and a response, so the rules can be read and tested apart from the worker.
 *
 * The worker keeps one thing: the public page of a listing a visitor opened (`/qr/{id}`), and the
 * files that page showed (its photos, its stylesheet, fonts and scripts). Everything else under
 * its scope passes by untouched: the owner's screens, a listing's print page, vCard and QR image,
 * every `/api` call, other sites' files, anything but a GET. Owner screens and the API answer
 * what one person may see; a print page or a vCard is fetched once and never read offline.
 */

/** The worker's script: a stable address, served `no-cache`, so a deploy reaches phones at once. */
export const SW_URL = "/sw.js";
/** Only the QR area's pages are its clients: the rest of the site never wakes it. */
export const SW_SCOPE = "/qr/";

/** How long a kept page stays after the last time it was saved. */
export const KEEP_DAYS = 30;
export const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;

/**
 * How long the worker waits for the network's first byte before it shows the saved copy. On the
 * slow phone the first byte of a listing comes after 1 to 2.5 s (a 400 ms round trip: connection,
 * request, the server's work); a line that has given nothing for 6 s is as good as dead for a
 * person at a café table. Waiting longer shows a blank screen; showing the copy sooner would show
 * old prices on a line that is merely slow. The network's answer, when it comes late, still
 * replaces the saved copy for next time.
 */
export const NETWORK_TIMEOUT_SECONDS = 6;

/** The header a kept answer carries: when it was saved (ms), for its note and its expiry. */
export const SAVED_AT_HEADER = "x-offline-saved-at";

/** Caches of this worker start so; the build's version follows, so a deploy starts new ones. */
export const CACHE_PREFIX = "qr-offline-";
export const cacheNames = (build: string) => ({ pages: `${CACHE_PREFIX}pages-${build}`, files: `${CACHE_PREFIX}files-${build}` });

/** Words under /qr/ that are owner screens or QR images, never a listing (as the server's routes). */
const notListings = new Set(["login", "register", "dashboard", "business", "code", "reset", "account"]);

/** Static and stored files a listing page shows: built assets, uploaded photos, the site's own images. */
const filePath = /^\/(?:assets|media|images)\/[^?#]+$|^\/favicon\.svg$/;

export type Lang = "ar" | "en";
// The two languages, spelled here rather than imported, so the worker carries no translator.
const isLang = (value: unknown): value is Lang => value === "ar" || value === "en";

export interface RequestLike {
  url: string;
  method: string;
  /** `navigate` for a page the browser opens; anything else for what a page fetches. */
  mode?: string;
}

/** The listing id a path names (`/qr/{id}` exactly), or null for every other path. */
export function listingIdOf(pathname: string): string | null {
  const match = /^\/qr\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return notListings.has(id.toLowerCase()) ? null : match[1];
}

/**
 * What the worker does with a request:
 * - `listing`: a listing's page opened as a page: network first, the kept copy when the line is down;
 * - `file`: a same-site built file or photo: from the cache when kept, else the network;
 * - `null`: nothing; the browser goes to the network as if there were no worker.
 */
export function routeOf(request: RequestLike, origin: string): "listing" | "file" | null {
  if (request.method !== "GET") return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (listingIdOf(url.pathname)) return request.mode === "navigate" ? "listing" : null;
  return filePath.test(url.pathname) ? "file" : null;
}

/**
 * The one cache key of a listing page: its path and its language, nothing else. `?src=qr` (a scan),
 * `&t=7` (a table) and any other parameter show the same page, so they share one copy; the language
 * makes another page. It is the one the server picks: `?lang=`, else the `language` cookie (which a
 * `?lang=` visit sets), else Arabic.
 */
export function listingKey(url: string, cookieLang?: string | null): string {
  const u = new URL(url);
  const asked = u.searchParams.get("lang");
  const lang: Lang = isLang(asked) ? asked : isLang(cookieLang) ? cookieLang : "ar";
  return `${u.origin}${u.pathname}?lang=${lang}`;
}

/** Both languages' keys of a listing: what goes when the server says the listing is not public. */
export function listingKeys(url: string): string[] {
  const u = new URL(url);
  return (["ar", "en"] as const).map((lang) => `${u.origin}${u.pathname}?lang=${lang}`);
}

/**
 * The server's word that a listing is not public (404: pending, unpublished, its owner suspended)
 * or no more (410: deleted): its kept copies go, so a listing taken down is never shown again,
 * offline included, once the phone has seen it gone.
 */
export const notPublic = (status: number) => status === 404 || status === 410;

export interface ResponseLike {
  status: number;
  type: string;
  redirected?: boolean;
  headers: { get(name: string): string | null };
}

/**
 * Whether an answer may be kept: a 200 from this site itself (never another site's, never an
 * opaque or redirected one), that the server did not mark private or unstorable. A listing page
 * must also be HTML.
 */
export function keepable(response: ResponseLike, as: "listing" | "file"): boolean {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  if (/\b(?:no-store|private)\b/i.test(response.headers.get("cache-control") ?? "")) return false;
  return as === "file" || (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/** The nonce a page's Content-Security-Policy names: every answer of a page has its own. */
export const nonceOf = (response: ResponseLike) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

/** When a kept answer was saved (ms), or NaN when it carries no stamp. */
export const savedAtOf = (response: ResponseLike) => Number(response.headers.get(SAVED_AT_HEADER) ?? NaN);

/** A kept answer older than KEEP_DAYS (or without a stamp) is not shown and is removed. */
export const expired = (response: ResponseLike, now: number) => {
  const saved = savedAtOf(response);
  return !(saved > now - KEEP_MS);
};

/**
 * How a kept page names a kept file, to tell which files a page still needs: a built asset by its
 * hashed file name (scripts name their chunks relatively, "./x-hash.js"), a photo by its stored
 * base (the page writes the main file and its variants, the lightbox builds other sizes from the
 * base), anything else by its path.
 */
export function mentionOf(url: string): string {
  const { pathname } = new URL(url);
  const media = /^\/media\/([a-z0-9]{16,64})[-.]/.exec(pathname);
  if (media) return `/media/${media[1]}`;
  if (pathname.startsWith("/assets/")) return pathname.slice("/assets/".length);
  return pathname;
}
