/**
 * The service worker of the QR area (`/sw.js`, scope `/qr/`): a listing page a visitor opened
 * stays readable when the line drops. Built on its own by vite.config.ts (a classic script, no
 * imports) with the build's version, registered by islands/offline-kit.dom.ts. What it keeps and
 * what it never keeps: routes.ts; how it is shown: saved-copy.ts; what stays: housekeeping.ts.
 *
 * Workbox's strategies do the fetching and caching (network first with a timeout for the page,
 * cache first for hashed files and photos); the rules around them are ours.
 */

import type { WorkboxPlugin } from "workbox-core/types";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { tidy } from "./housekeeping";
import {
  cacheNames,
  expired,
  keepable,
  listingIdOf,
  listingKey,
  listingKeys,
  mentionOf,
  NETWORK_TIMEOUT_SECONDS,
  nonceOf,
  notPublic,
  routeOf,
  SAVED_AT_HEADER,
  savedAtOf,
} from "./routes";
import { markSavedCopy } from "./saved-copy";

/** This build's version, written in by the build (a hash of every built file's name and of this script). */
declare const __OFFLINE_BUILD__: string;

// The few parts of the service worker's world used here. The project's TypeScript library is the
// page's (DOM); adding the worker's library to it would retype every page's `addEventListener`.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { get(id: string): Promise<{ url: string } | undefined> };
  skipWaiting(): Promise<void>;
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
const sw = self as unknown as WorkerScope;
const build = __OFFLINE_BUILD__;
const names = cacheNames(build);
const origin = sw.location.origin;
const ignoreVary = { ignoreVary: true };

/**
 * The `language` cookie, which picks a page's language when its address names none. Browsers
 * without the Cookie Store API in workers get Arabic, the server's own default: the key is then
 * the same on saving and on reading, and the visitor gets back the page they last saw there.
 */
async function languageCookie(): Promise<string | undefined> {
  try {
    return (await sw.cookieStore?.get("language"))?.value;
  } catch {
    return undefined;
  }
}

/** The answer with the moment it is saved, for its note and its expiry. */
function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A kept page as shown offline: its own headers (its CSP names its own nonce), the HTML marked. */
async function savedCopy(kept: Response): Promise<Response> {
  const headers = new Headers(kept.headers);
  // The body is rewritten: no stale length, and it is plain text, not the compressed bytes.
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(markSavedCopy(await kept.text(), savedAtOf(kept)), { status: 200, statusText: kept.statusText, headers });
}

/** A listing the server says is not public leaves the phone, in both languages. */
async function forget(url: string) {
  const pages = await caches.open(names.pages);
  await Promise.all(listingKeys(url).map((key) => pages.delete(key, ignoreVary)));
}

const listingRules: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => listingKey(request.url, await languageCookie()),
  // Every answer of the network passes here, the kept ones and the others.
  cacheWillUpdate: async ({ request, response }) => {
    if (notPublic(response.status)) await forget(request.url);
    return keepable(response, "listing") ? stamped(response) : null;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse && !expired(cachedResponse, Date.now()) ? savedCopy(cachedResponse) : null),
};

/** Whether the page that asked for a file is a listing page (an owner's screen keeps nothing). */
async function askedByListing(event: ExtendableEvent | undefined): Promise<boolean> {
  const id = (event as FetchEvent | undefined)?.clientId;
  const client = id ? await sw.clients.get(id) : undefined;
  return !!client && !!listingIdOf(new URL(client.url).pathname);
}

/**
 * Another size of the same photo, when the one asked for cannot be had: the screen turned, or the
 * lightbox opened offline, and a kept size is better than a broken image.
 */
async function otherSizeOf(request: Request): Promise<Response | undefined> {
  if (!new URL(request.url).pathname.startsWith("/media/")) return undefined;
  const mention = mentionOf(request.url);
  const cache = await caches.open(names.files);
  const sizes = (await cache.keys()).filter((r) => mentionOf(r.url) === mention);
  const size = (r: Request) => Number(/-(\d+)\.webp$/.exec(r.url)?.[1] ?? 0);
  const best = sizes.sort((a, b) => size(b) - size(a))[0];
  return best && (await cache.match(best, ignoreVary));
}

const fileRules: WorkboxPlugin = {
  cacheWillUpdate: async ({ response, event }) => (keepable(response, "file") && (await askedByListing(event)) ? response : null),
  handlerDidError: async ({ request }) => (await otherSizeOf(request)) ?? Response.error(),
};

const listings = new NetworkFirst({ cacheName: names.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [listingRules], matchOptions: ignoreVary });
const files = new CacheFirst({ cacheName: names.files, plugins: [fileRules], matchOptions: ignoreVary });

/**
 * A new build takes over at once: it skips waiting for the old one's pages to close, and every
 * page the old worker controlled is the new one's as soon as it is active (that is what skipping
 * the wait does), so no visitor stays on an old build. Before it is active, the kept pages move
 * into its caches with the files they name.
 *
 * It does not claim the pages that were open before any worker existed (`clients.claim()`): the
 * first visit stays a plain visit to the network to its end, its files handed over by the page
 * instead (islands/offline-kit.dom.ts). Claiming it would gain nothing the hand-over does not,
 * and would put a worker that was still starting in the path of that visit's remaining photos.
 */
sw.addEventListener("install", (event) => event.waitUntil(sw.skipWaiting()));
sw.addEventListener("activate", (event) =>
  event.waitUntil(Promise.all([tidy(caches, build, Date.now()).catch(() => undefined), sw.registration.navigationPreload?.enable().catch(() => undefined)])),
);

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const route = routeOf(request, origin);
  if (route === "listing") event.respondWith(listings.handle({ event, request }));
  else if (route === "file") event.respondWith(files.handle({ event, request }));
  // Any other page in the scope (an owner's screen, a print page) goes by untouched, through the
  // request the browser already started while this worker woke (navigation preload).
  else if (request.mode === "navigate" && request.method === "GET" && event.preloadResponse) {
    const preload = event.preloadResponse;
    event.respondWith(preload.then((response) => response ?? fetch(request)));
  }
});

/**
 * A listing page asks to be kept, with the files it loaded: a first visit, which this worker does
 * not control, once it has loaded and again when it is left or the line drops (its photos further
 * down came meanwhile); a later visit too, for which all of it is kept already and this costs a
 * few cache look-ups. The page is read from the browser's HTTP cache: the very answer the visitor
 * got, as its nonce (which the page sends) shows. An older answer found there instead (the
 * visitor's was not stored) is no copy of what they saw, prices included: the page is then fetched
 * again, marked as no visit of a person (`Purpose: prefetch`, which the scan count skips).
 */
async function keep(page: string, fileUrls: string[], since: number, nonce: string | undefined) {
  if (routeOf({ url: page, method: "GET", mode: "navigate" }, origin) !== "listing") return;
  const pages = await caches.open(names.pages);
  const key = listingKey(page, await languageCookie());
  const have = await pages.match(key, ignoreVary);
  if (!have || !(savedAtOf(have) >= since)) {
    const ask = (cache: RequestCache) => fetch(page, { cache, credentials: "same-origin", headers: { Purpose: "prefetch" } });
    let response = await ask("force-cache");
    if (nonce && nonceOf(response) !== nonce) response = await ask("no-cache");
    if (!keepable(response, "listing")) return;
    await pages.put(key, stamped(response));
  }
  const store = await caches.open(names.files);
  for (const url of new Set(fileUrls)) {
    if (routeOf({ url, method: "GET" }, origin) !== "file" || (await store.match(url, ignoreVary))) continue;
    const response = await fetch(url, { credentials: "same-origin" }).catch(() => undefined);
    if (response && keepable(response, "file")) await store.put(url, response);
  }
  await tidy(caches, build, Date.now());
}

sw.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; page?: unknown; files?: unknown; since?: unknown; nonce?: unknown } | null;
  if (data?.type !== "keep" || typeof data.page !== "string") return;
  const fileUrls = Array.isArray(data.files) ? data.files.filter((f): f is string => typeof f === "string") : [];
  const nonce = typeof data.nonce === "string" && data.nonce ? data.nonce : undefined;
  event.waitUntil(keep(data.page, fileUrls, Number(data.since) || 0, nonce).catch(() => undefined));
});
