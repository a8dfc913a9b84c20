import { describe, expect, it } from "vitest";
import { expired, keepable, KEEP_MS, listingIdOf, listingKey, listingKeys, mentionOf, nonceOf, notPublic, routeOf, SAVED_AT_HEADER } from "./routes";

const origin = "https://agency.sy";
const page = (path: string, method = "GET") => routeOf({ url: `${origin}${path}`, method, mode: "navigate" }, origin);
const fetched = (path: string, method = "GET") => routeOf({ url: `${origin}${path}`, method, mode: "no-cors" }, origin);

const response = (status: number, headers: Record<string, string> = {}, more: { type?: string; redirected?: boolean } = {}) => ({
  status,
  type: more.type ?? "basic",
  redirected: more.redirected ?? false,
  headers: new Headers(headers),
});
const html = { "content-type": "text/html; charset=UTF-8", "cache-control": "no-cache" };

describe("the service worker's URL rules", () => {
  it("keeps a listing's page opened as a page, whatever its query", () => {
    for (const path of ["/qr/dfuvecyzhp", "/qr/dfuvecyzhp?src=qr", "/qr/dfuvecyzhp?src=qr&t=7", "/qr/dfuvecyzhp?lang=en", "/qr/42"]) {
      expect(page(path), path).toBe("listing");
    }
    expect(listingIdOf("/qr/dfuvecyzhp")).toBe("dfuvecyzhp");
  });

  it("never keeps an owner screen, a listing's print page, vCard or QR image, nor the admin", () => {
    for (const path of [
      "/qr/login",
      "/qr/LOGIN",
      "/qr/register",
      "/qr/dashboard",
      "/qr/account",
      "/qr/business/new",
      "/qr/business/12/edit",
      "/qr/business/12/menu?admin=1",
      "/qr/reset/3b1f0c9e7a",
      "/qr/reset",
      "/qr/code",
      "/qr/code/dfuvecyzhp.svg",
      "/qr/dfuvecyzhp/print",
      "/qr/dfuvecyzhp/print?format=table-tent",
      "/qr/dfuvecyzhp/contact.vcf",
      "/qr/",
      "/qr",
      "/admin",
      "/admin/qr-businesses",
      "/",
      "/blog/3",
    ]) {
      expect(page(path), path).toBeNull();
      expect(fetched(path), path).toBeNull();
    }
  });

  it("never touches the API, whatever the method or who asks", () => {
    for (const path of ["/api/health", "/api/qr/businesses/mine", "/api/qr/dfuvecyzhp", "/api/uploads/x.jpg", "/api"]) {
      expect(fetched(path), path).toBeNull();
      expect(page(path), path).toBeNull();
    }
  });

  it("passes every request but a GET by", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]) {
      expect(page("/qr/dfuvecyzhp", method), method).toBeNull();
      expect(fetched("/assets/client-DK1m98hA.js", method), method).toBeNull();
      expect(fetched("/media/9581288d06abf4a814fcbe6cadf045aa104baef5-720.webp", method), method).toBeNull();
    }
  });

  it("never handles another site's files, nor a listing's page fetched by a script", () => {
    expect(routeOf({ url: "https://images.example.com/menu/3.jpg", method: "GET", mode: "no-cors" }, origin)).toBeNull();
    expect(routeOf({ url: "https://evil.example/qr/dfuvecyzhp", method: "GET", mode: "navigate" }, origin)).toBeNull();
    expect(routeOf({ url: "http://agency.sy/assets/client.js", method: "GET" }, origin)).toBeNull();
    expect(fetched("/qr/dfuvecyzhp")).toBeNull();
    expect(routeOf({ url: "not a url", method: "GET" }, origin)).toBeNull();
  });

  it("serves the built files, stored photos and the site's own images from its cache", () => {
    for (const path of ["/assets/client-DK1m98hA.js", "/assets/global-DXV0MDx8.css", "/assets/cairo-arabic-wght-normal-CJWMIGCx.woff2", "/media/9581288d06abf4a814fcbe6cadf045aa104baef5.jpg", "/media/9581288d06abf4a814fcbe6cadf045aa104baef5-720.webp", "/images/logo.svg", "/favicon.svg"]) {
      expect(fetched(path), path).toBe("file");
    }
    for (const path of ["/sw.js", "/robots.txt", "/sitemap.xml", "/password-lists.json", "/assets"]) expect(fetched(path), path).toBeNull();
  });

  it("keys a listing by its path and language only", () => {
    expect(listingKey(`${origin}/qr/abc123?src=qr&t=7`)).toBe(`${origin}/qr/abc123?lang=ar`);
    expect(listingKey(`${origin}/qr/abc123`)).toBe(`${origin}/qr/abc123?lang=ar`);
    expect(listingKey(`${origin}/qr/abc123?lang=en&src=qr`)).toBe(`${origin}/qr/abc123?lang=en`);
    // The cookie picks the language when the address names none, as on the server; ?lang wins.
    expect(listingKey(`${origin}/qr/abc123?src=qr`, "en")).toBe(`${origin}/qr/abc123?lang=en`);
    expect(listingKey(`${origin}/qr/abc123?lang=ar`, "en")).toBe(`${origin}/qr/abc123?lang=ar`);
    // A language the site does not speak is no language.
    expect(listingKey(`${origin}/qr/abc123?lang=fr`, "de")).toBe(`${origin}/qr/abc123?lang=ar`);
  });
});

describe("what answers are kept", () => {
  it("a 200 HTML page from this site, not marked private", () => {
    expect(keepable(response(200, html), "listing")).toBe(true);
    for (const status of [201, 204, 206, 301, 302, 304, 400, 404, 410, 429, 500, 503]) expect(keepable(response(status, html), "listing"), String(status)).toBe(false);
    expect(keepable(response(200, { ...html, "cache-control": "private, no-store" }), "listing")).toBe(false);
    expect(keepable(response(200, { ...html, "cache-control": "no-store" }), "listing")).toBe(false);
    expect(keepable(response(200, { "content-type": "application/json" }), "listing")).toBe(false);
    expect(keepable(response(200, html, { redirected: true }), "listing")).toBe(false);
  });

  it("never another site's answer, an opaque one or an error", () => {
    expect(keepable(response(0, {}, { type: "opaque" }), "file")).toBe(false);
    expect(keepable(response(200, {}, { type: "cors" }), "file")).toBe(false);
    expect(keepable(response(0, {}, { type: "opaqueredirect" }), "listing")).toBe(false);
    expect(keepable(response(0, {}, { type: "error" }), "file")).toBe(false);
    expect(keepable(response(200, { "cache-control": "public, max-age=31536000, immutable", "content-type": "image/webp" }), "file")).toBe(true);
  });

  it("until the server says the listing is not public: both languages' copies go", () => {
    expect([200, 304, 404, 410, 500, 503].filter(notPublic)).toEqual([404, 410]);
    expect(listingKeys(`${origin}/qr/abc123?src=qr&lang=en`)).toEqual([`${origin}/qr/abc123?lang=ar`, `${origin}/qr/abc123?lang=en`]);
  });

  it("for 30 days after it was saved", () => {
    const now = Date.UTC(2026, 0, 31);
    const saved = (at: number) => response(200, { [SAVED_AT_HEADER]: String(at) });
    expect(expired(saved(now - KEEP_MS + 60_000), now)).toBe(false);
    expect(expired(saved(now - KEEP_MS - 1), now)).toBe(true);
    expect(expired(response(200), now)).toBe(true);
  });

  it("tells one answer of a page from another by the nonce its CSP names", () => {
    const csp = "default-src 'self'; script-src 'self' 'nonce-ysHaVqSmeu3T2qNp/Ig9Og=='; style-src 'self' 'unsafe-inline'";
    expect(nonceOf(response(200, { "content-security-policy": csp }))).toBe("ysHaVqSmeu3T2qNp/Ig9Og==");
    expect(nonceOf(response(200, {}))).toBeUndefined();
  });

  it("names a file as its page writes it: an asset by its file name, a photo by its stored base", () => {
    expect(mentionOf(`${origin}/assets/qr-lightbox-BVnG7M6R.js`)).toBe("qr-lightbox-BVnG7M6R.js");
    expect(mentionOf(`${origin}/media/9581288d06abf4a814fcbe6cadf045aa104baef5-720.webp`)).toBe("/media/9581288d06abf4a814fcbe6cadf045aa104baef5");
    expect(mentionOf(`${origin}/media/9581288d06abf4a814fcbe6cadf045aa104baef5.jpg`)).toBe("/media/9581288d06abf4a814fcbe6cadf045aa104baef5");
    expect(mentionOf(`${origin}/images/logo.svg`)).toBe("/images/logo.svg");
  });
});
