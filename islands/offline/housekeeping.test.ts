import { describe, expect, it } from "vitest";
import { MAX_PAGES, tidy } from "./housekeeping";
import { cacheNames, KEEP_MS, SAVED_AT_HEADER } from "./routes";
import { formatSavedAt, markSavedCopy } from "./saved-copy";

const origin = "https://agency.sy";
const urlOf = (request: RequestInfo | URL) => (typeof request === "string" ? request : request instanceof URL ? request.href : request.url);

/** The Cache Storage API as a browser keeps it, in memory (Node has none). */
class MemoryCache {
  entries = new Map<string, { body: string; init: ResponseInit }>();
  async match(request: RequestInfo | URL) {
    const hit = this.entries.get(urlOf(request));
    return hit && new Response(hit.body, hit.init);
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(urlOf(request), { body: await response.text(), init: { status: response.status, headers: response.headers } });
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(urlOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}
class MemoryStorage {
  caches = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)!;
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  urls(name: string) {
    return [...(this.caches.get(name)?.entries.keys() ?? [])].map((u) => u.replace(origin, "")).sort();
  }
}

const now = Date.UTC(2026, 5, 15, 12);
const day = 24 * 60 * 60 * 1000;
const photo = "9581288d06abf4a814fcbe6cadf045aa104baef5";
const otherPhoto = "0123456789abcdef0123456789abcdef01234567";

const pageHtml = (scripts: string) =>
  `<!doctype html><html lang="ar" dir="rtl" data-theme="dark"><head><link rel="stylesheet" href="/assets/global-OLD1.css"/>` +
  `<script type="module" src="/assets/${scripts}" nonce="n1"></script></head><body><picture><source srcset="/media/${photo}-480.webp 480w, /media/${photo}-720.webp 720w"/>` +
  `<img src="/media/${photo}.jpg"/></picture><aside data-testid="offline-note"><p>saved <time data-part="offline-time"></time>.</p></aside></body></html>`;

async function put(storage: MemoryStorage, cache: string, path: string, body: string, headers: Record<string, string> = {}) {
  await (await storage.open(cache)).put(`${origin}${path}`, new Response(body, { headers }));
}
const savedAt = (at: number) => ({ "content-type": "text/html; charset=UTF-8", [SAVED_AT_HEADER]: String(at) });

describe("a new build's service worker taking over", () => {
  it("moves the kept pages and exactly the old files they still name into its own caches, and deletes the old ones", async () => {
    const storage = new MemoryStorage();
    const old = cacheNames("old");
    await put(storage, old.pages, "/qr/abc123?lang=ar", pageHtml("client-OLD1.js"), savedAt(now - 3 * day));
    await put(storage, old.pages, "/qr/gone99?lang=ar", pageHtml("client-OLD0.js"), savedAt(now - KEEP_MS - day));
    // The old build's entry names its lazily loaded chunk; its stylesheet names its font.
    await put(storage, old.files, "/assets/client-OLD1.js", 'import("./qr-lightbox-OLD1.js")');
    await put(storage, old.files, "/assets/qr-lightbox-OLD1.js", "lightbox");
    await put(storage, old.files, "/assets/global-OLD1.css", "@font-face{src:url(/assets/cairo-arabic-OLD1.woff2)}");
    await put(storage, old.files, "/assets/cairo-arabic-OLD1.woff2", "font");
    await put(storage, old.files, "/assets/client-OLD0.js", "only the expired page named me");
    await put(storage, old.files, "/assets/admin-app-OLD1.js", "no kept page names me");
    await put(storage, old.files, `/media/${photo}-720.webp`, "photo");
    await put(storage, old.files, `/media/${photo}-1200.webp`, "a larger size the lightbox fetched");
    await put(storage, old.files, `/media/${otherPhoto}-480.webp`, "a photo of a page no longer kept");
    await put(storage, "some-other-site-cache", "/x", "not ours");

    await tidy(storage as unknown as CacheStorage, "new", now);

    const fresh = cacheNames("new");
    expect((await storage.keys()).sort()).toEqual([fresh.files, fresh.pages, "some-other-site-cache"].sort());
    expect(storage.urls(fresh.pages)).toEqual(["/qr/abc123?lang=ar"]);
    expect(storage.urls(fresh.files)).toEqual(
      ["/assets/cairo-arabic-OLD1.woff2", "/assets/client-OLD1.js", "/assets/global-OLD1.css", "/assets/qr-lightbox-OLD1.js", `/media/${photo}-1200.webp`, `/media/${photo}-720.webp`].sort(),
    );
    // Moved as they were: the page keeps its saving time (its note and its expiry).
    const kept = await (await storage.open(fresh.pages)).match(`${origin}/qr/abc123?lang=ar`);
    expect(kept?.headers.get(SAVED_AT_HEADER)).toBe(String(now - 3 * day));
  });

  it("keeps the newest copy of a page kept by both builds", async () => {
    const storage = new MemoryStorage();
    const [old, fresh] = [cacheNames("old"), cacheNames("new")];
    await put(storage, old.pages, "/qr/abc123?lang=en", "older", savedAt(now - 2 * day));
    await put(storage, fresh.pages, "/qr/abc123?lang=en", "newer", savedAt(now - day));
    await tidy(storage as unknown as CacheStorage, "new", now);
    expect(await (await (await storage.open(fresh.pages)).match(`${origin}/qr/abc123?lang=en`))?.text()).toBe("newer");
  });

  it("after keeping a page: drops expired pages and the oldest past the limit, and the files only they named", async () => {
    const storage = new MemoryStorage();
    const names = cacheNames("b1");
    for (let i = 0; i < MAX_PAGES + 2; i++) await put(storage, names.pages, `/qr/p${i}?lang=ar`, `<img src="/media/${String(i).padStart(16, "0")}.jpg">`, savedAt(now - (i + 1) * 60_000));
    await put(storage, names.pages, "/qr/expired?lang=ar", `<img src="/media/${otherPhoto}.jpg">`, savedAt(now - KEEP_MS - 1));
    for (let i = 0; i < MAX_PAGES + 2; i++) await put(storage, names.files, `/media/${String(i).padStart(16, "0")}-160.webp`, "photo");
    await put(storage, names.files, `/media/${otherPhoto}-160.webp`, "photo");

    await tidy(storage as unknown as CacheStorage, "b1", now);

    const pages = storage.urls(names.pages);
    expect(pages).toHaveLength(MAX_PAGES);
    expect(pages).not.toContain("/qr/expired?lang=ar");
    // The two saved longest ago went.
    expect(pages).not.toContain(`/qr/p${MAX_PAGES}?lang=ar`);
    expect(pages).not.toContain(`/qr/p${MAX_PAGES + 1}?lang=ar`);
    const files = storage.urls(names.files);
    expect(files).toHaveLength(MAX_PAGES);
    expect(files).not.toContain(`/media/${otherPhoto}-160.webp`);
  });
});

describe("a saved copy as shown offline", () => {
  it("is marked on <html>, with its saving time written into the note in the page's language", () => {
    const at = Date.UTC(2026, 2, 4, 15, 5);
    const marked = markSavedCopy(pageHtml("client-OLD1.js"), at);
    expect(marked).toContain(`<html data-offline-copy="${at}" lang="ar"`);
    const time = /<time data-part="offline-time" datetime="([^"]+)">([^<]+)<\/time>/.exec(marked);
    expect(time?.[1]).toBe("2026-03-04T15:05:00.000Z");
    expect(time?.[2]).toBe(formatSavedAt(at, "ar"));
    // Nothing else changes: the scripts keep the nonce their saved CSP header names.
    expect(marked.replace(/ data-offline-copy="\d+"/, "").replace(/ datetime="[^"]+">[^<]+</, "><")).toBe(pageHtml("client-OLD1.js"));
  });

  it("tells the time in Arabic-Indic digits and the Gregorian calendar in Arabic, and in English words in English", () => {
    const at = Date.UTC(2026, 2, 4, 15, 5);
    const ar = formatSavedAt(at, "ar");
    expect(ar).toMatch(/[\u0660-\u0669]/);
    expect(ar).not.toMatch(/[0-9]/);
    expect(ar).toContain("مارس");
    const en = formatSavedAt(at, "en");
    expect(en).toMatch(/March/);
    expect(en).toMatch(/\d{1,2}:05/);
  });
});
