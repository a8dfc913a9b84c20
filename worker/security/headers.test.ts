/**
 * Security headers on every kind of response (ASVS V3/V14): pages, API answers, errors,
 * redirects and stored images.
 */
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";

const t = await createTestApp();

const samples: [string, string][] = [
  ["landing page", "/"],
  ["blog article", "/blog/1"],
  ["legal page", "/privacy"],
  ["QR listing page", "/qr/does-not-exist"],
  ["API read", "/api/services"],
  ["API 404", "/api/nope"],
  ["API 401", "/api/statistics"],
  ["redirect", "/unknown/path"],
  ["sitemap", "/sitemap.xml"],
];

describe.each(samples)("%s (%s)", (_name, path) => {
  it("forbids framing, sniffing and leaking referrers, and closes powerful features", async () => {
    const res = await t.app.request(path);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});

describe("Permissions-Policy", () => {
  it("lets the owner's listing form (new and edit) ask for the phone's position, for itself only, and no other page", async () => {
    for (const path of ["/qr/business/new", "/qr/business/12/edit"]) {
      expect((await t.app.request(path)).headers.get("permissions-policy"), path).toBe("camera=(), microphone=(), geolocation=(self), payment=(), usb=()");
    }
    for (const path of ["/", "/qr/login", "/qr/business/12/menu", "/qr/business/12/edit/x", "/api/qr/businesses/categories", "/qr/abc"]) {
      expect((await t.app.request(path)).headers.get("permissions-policy"), path).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    }
  });
});

describe("HSTS", () => {
  it("is sent over https (directly or behind a TLS proxy), not over plain http", async () => {
    expect((await t.app.request("https://agency.example/")).headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect((await t.app.request("http://agency.example/", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toBeTruthy();
    expect((await t.app.request("http://agency.example/")).headers.get("strict-transport-security")).toBeNull();
  });
});

describe("stored images", () => {
  it("are sandboxed, typed, never sniffed, and downloadable as attachments", async () => {
    await t.blobs.put("0123456789abcdef0123.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png");
    const shown = await t.app.request("/media/0123456789abcdef0123.png");
    expect(shown.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("x-content-type-options")).toBe("nosniff");
    expect(shown.headers.get("content-disposition")).toBe('inline; filename="0123456789abcdef0123.png"');
    const saved = await t.app.request("/media/0123456789abcdef0123.png?download");
    expect(saved.headers.get("content-disposition")).toBe('attachment; filename="0123456789abcdef0123.png"');
  });
});
