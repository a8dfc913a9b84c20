/// <reference types="@cloudflare/vitest-pool-workers/types" />
/**
 * The production Worker entry inside workerd (Miniflare), unchanged, on its production driver:
 * `@libsql/client/web` over HTTP to the libSQL test server, which `npm run db:setup` migrated and
 * seeded over HTTP before the tests (worker/testing/workerd-global-setup.ts), and R2 for images.
 * The site's journeys, then the QR area's: an owner registers, uploads, creates a listing; an
 * admin approves it; visitors open and scan it. One file: each file in this pool bundles the
 * whole app again, which costs more than all its tests.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { imageSize } from "image-size";
import { describe, expect, inject, it, vi } from "vitest";
import { schema } from "../db/client";
import { connectHttp } from "../db/connect-http";
import { VARIANT_SLOTS } from "../shared/media";
import { verifyPassword } from "./lib/password";
import { createR2BlobStore } from "./blob/r2";
import { hasMetadata, readOrientation, sniffType } from "./images/metadata";
import { bumpContentVersion, contentVersion } from "./services/content-version";
import { PNG_1X1 } from "./routes/api/qr/test-images";
import { leaksCameraData } from "./testing/camera-secrets";
import { storeLegacyUpload } from "./testing/legacy-upload";
import { LIBSQL_TEST_URL, WORKERD_ADMIN } from "./testing/workerd-constants.mjs";
// Imported statically: without it, exports.default.fetch can hang in this pool.
import worker, { buildApp } from "./worker";

const testEnv = env as unknown as { DATABASE_URL: string; IMAGES: R2Bucket };
// The tests' own view of the database, through the same driver as the Worker.
const { db } = connectHttp(testEnv.DATABASE_URL);
const ORIGIN = "https://agency.example";
const fetchWorker = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
const call = async (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const res = await fetchWorker(path, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  return { res, json: (res.headers.get("content-type") ?? "").includes("json") ? ((await res.json()) as any) : null }; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const adminToken = async (ip: string) =>
  (await call("/api/auth/login", { method: "POST", headers: { "cf-connecting-ip": ip }, json: WORKERD_ADMIN })).json.data.token as string;

describe("the Worker on libSQL over HTTP, in workerd", () => {
  it("server-renders the landing page in Arabic from the database", async () => {
    const res = await fetchWorker("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    for (const id of ["hero", "about", "services", "portfolio", "blog", "contact"]) expect(html).toContain(`id="${id}"`);
    expect(html).toContain("تصوير المنتجات والفعاليات");
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });

  it("renders English with ?lang=en", async () => {
    const html = await (await fetchWorker("/?lang=en")).text();
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain("Product and event photography");
  });

  it("keeps rendered pages in the Cache API until the content version changes", async () => {
    await fetchWorker("/privacy?lang=en");
    const hit = await fetchWorker("/privacy?lang=en");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toContain("Privacy policy");
    await bumpContentVersion(db);
    expect((await fetchWorker("/privacy?lang=en")).headers.get("x-page-cache")).toBe("miss");
  });

  it("logs the admin in (scrypt in workerd) without emptying the page cache", async () => {
    await fetchWorker("/terms");
    const version = await contentVersion(db);
    const token = await adminToken("198.51.100.21");
    expect(token).toBeTruthy();
    expect((await call("/api/auth/me", { token })).json.data.username).toBe(WORKERD_ADMIN.username);
    expect(await contentVersion(db)).toBe(version);
    expect((await fetchWorker("/terms")).headers.get("x-page-cache")).toBe("hit");
    const [admin] = await db.select().from(schema.adminUsers);
    expect(admin.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword(admin.password_hash, WORKERD_ADMIN.password)).toBe(true);
  });

  it("shows a content write on the next page view: the edge cache is keyed by the database's version", async () => {
    await fetchWorker("/?lang=en");
    expect((await fetchWorker("/?lang=en")).headers.get("x-page-cache")).toBe("hit");
    const token = await adminToken("198.51.100.22");
    const write = await call("/api/services/1", { method: "PUT", token, json: { title_en: "Photography, written at the edge" } });
    expect(write.res.status).toBe(200);
    const after = await fetchWorker("/?lang=en");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("Photography, written at the edge");
    expect(JSON.stringify((await call("/api/services/active?lang=en")).json)).toContain("Photography, written at the edge");
  });

  it("enforces foreign keys over HTTP: deleting a service deletes its features (ON DELETE CASCADE)", async () => {
    const [service] = await db.select().from(schema.services).innerJoin(schema.serviceFeatures, eq(schema.serviceFeatures.service_id, schema.services.id)).limit(1);
    const id = service.services.id;
    const token = await adminToken("198.51.100.23");
    expect((await call(`/api/services/${id}`, { method: "DELETE", token })).res.status).toBe(200);
    expect(await db.select().from(schema.serviceFeatures).where(eq(schema.serviceFeatures.service_id, id))).toEqual([]);
  });

  it("answers the API: health, and a JSON 404 for unknown paths", async () => {
    expect(await (await fetchWorker("/api/health")).json()).toMatchObject({ success: true });
    const missing = await fetchWorker("/api/missing");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });

  it("refuses a Host that is no host name (3,000 characters) with a 400 on every route that builds links, and answers the next request", async () => {
    const longHost = `${"a".repeat(60)}.`.repeat(50) + "example";
    for (const path of ["/qr/abcdef1234", "/qr/abcdef1234/qr.svg", "/qr/abcdef1234/print", "/qr/abcdef1234/contact.vcf", "/api/qr/businesses/abcdef1234", "/"]) {
      const res = await exports.default.fetch(new Request(`https://${longHost}${path}`));
      expect(res.status, path).toBe(400);
      expect(await res.text()).toMatch(/Host header is not a host name/);
    }
    expect((await fetchWorker("/api/health")).status).toBe(200);
  });

  it("stores images in R2 and serves them through /media", async () => {
    const store = createR2BlobStore(testEnv.IMAGES);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await store.put("feedfacefeedface0001.png", bytes, "image/png");
    const res = await fetchWorker("/media/feedfacefeedface0001.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    await store.delete("feedfacefeedface0001.png");
    expect((await fetchWorker("/media/feedfacefeedface0001.png")).status).toBe(404);
  });

  it("still serves cached pages while the database is unreachable; the rest answers 503 with Retry-After, saying so", async () => {
    await fetchWorker("/blog?lang=en");
    expect((await fetchWorker("/blog?lang=en")).headers.get("x-page-cache")).toBe("hit");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    await fetch(`${LIBSQL_TEST_URL}/__test/down`);
    try {
      const cached = await fetchWorker("/blog?lang=en");
      expect(cached.status).toBe(200);
      expect(cached.headers.get("x-page-cache")).toBe("hit");
      // A page never rendered needs the database: an error page in its language, 503, come back later.
      const missing = await fetchWorker("/blog?lang=ar");
      expect(missing.status).toBe(503);
      expect(missing.headers.get("retry-after")).toBe("30");
      expect(await missing.text()).toContain("تعذّر على الموقع الوصول إلى بياناته الآن");
      // An admin's write: the API's 503, with the reference of its log line.
      const write = await call("/api/contact-messages?lang=en", { method: "POST", json: { name: "Rana", email: "rana@example.com", message: "A message while the database is away." } });
      expect(write.res.status).toBe(503);
      expect(write.json.requestId).toBe(write.res.headers.get("x-request-id"));
      // Health is the process (up, never a stored answer); readiness names the database.
      const health = await fetchWorker("/api/health");
      expect(health.status).toBe(200);
      expect(health.headers.get("cache-control")).toBe("no-store");
      const ready = await call("/api/ready");
      expect(ready.res.status).toBe(503);
      expect(ready.json.data.checks).toEqual({ database: "unavailable", storage: "ok" });
      // The log line of that failure: one JSON line with the request id, the route and the outage.
      const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as { id: string; status: number; outage?: string; route?: string });
      expect(lines.find((l) => l.id === write.res.headers.get("x-request-id"))).toMatchObject({ status: 503, outage: "unavailable", route: "/api/contact-messages" });
    } finally {
      await fetch(`${LIBSQL_TEST_URL}/__test/up`);
      vi.restoreAllMocks();
    }
    expect((await fetchWorker("/blog?lang=ar")).status).toBe(200);
    expect((await call("/api/ready")).json.data.checks).toEqual({ database: "ok", storage: "ok" });
  });

  it("a database that refuses writes: pages still read, writes answer 503 with Retry-After, readiness names it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    await fetch(`${LIBSQL_TEST_URL}/__test/read-only`, { method: "POST" });
    try {
      expect((await fetchWorker("/privacy?lang=en")).status).toBe(200);
      const sent = await call("/api/contact-messages?lang=ar", { method: "POST", headers: { "cf-connecting-ip": "198.51.100.77" }, json: { name: "رنا", email: "rana@example.com", message: "رسالة والقاعدة لا تقبل الكتابة." } });
      expect(sent.res.status).toBe(503);
      expect(sent.res.headers.get("retry-after")).toBe("300");
      expect(sent.json.message).toBe("لا يمكن حفظ التغييرات الآن. لم يتغيّر شيء: يرجى المحاولة لاحقاً");
      const ready = await call("/api/ready");
      expect(ready.res.status).toBe(503);
      expect(ready.json.data.checks).toEqual({ database: "read-only", storage: "ok" });
      expect(logged).toHaveBeenCalled();
    } finally {
      await fetch(`${LIBSQL_TEST_URL}/__test/writable`, { method: "POST" });
      vi.restoreAllMocks();
    }
    expect((await call("/api/ready")).res.status).toBe(200);
  });

  it("on *.workers.dev (a Cache API that keeps nothing), an unreachable database is a 503 page, never a 500", async () => {
    const nothingKept = { match: async () => undefined, put: async () => {} };
    const app = buildApp(env as never, nothingKept as never);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    await fetch(`${LIBSQL_TEST_URL}/__test/down`);
    try {
      for (const path of ["/?lang=en", "/blog?lang=en", "/api/services/active"]) {
        const res = await app.request(`${ORIGIN}${path}`);
        expect(res.status, path).toBe(503);
        expect(res.headers.get("retry-after"), path).toBe("30");
      }
      expect(logged).toHaveBeenCalled();
    } finally {
      await fetch(`${LIBSQL_TEST_URL}/__test/up`);
      vi.restoreAllMocks();
    }
    expect((await app.request(`${ORIGIN}/blog?lang=en`)).status).toBe(200);
  });

  it("refuses to start without DATABASE_URL, saying which secret is missing", () => {
    const ctx = { waitUntil() {}, passThroughOnException() {} };
    expect(() => worker.fetch(new Request(`${ORIGIN}/`), { IMAGES: testEnv.IMAGES } as never, ctx as never)).toThrow(/DATABASE_URL/);
  });
});

/** A QR owner registered and signed in from their own address: their token. */
async function newOwner(username: string, password: string, ip: string) {
  const headers = { "cf-connecting-ip": ip };
  // Not built on the username: the password policy refuses those.
  const registered = await call("/api/qr/auth/register", { method: "POST", headers, json: { username, password, email: `${username}@example.com`, phone: "+963944000111" } });
  expect(registered.res.status, JSON.stringify(registered.json)).toBe(201);
  return (await call("/api/qr/auth/login", { method: "POST", headers, json: { username, password } })).json.data.token as string;
}

/** A logo uploaded by an owner, through the pipeline into R2. */
const uploadLogo = (token: string, bytes: Uint8Array, businessId: string) => {
  const form = new FormData();
  form.append("image", new File([new Uint8Array(bytes)], "logo.png", { type: "image/png" }));
  return call(`/api/qr/businesses/upload-image?type=logo&businessId=${businessId}`, { method: "POST", body: form as never, token });
};

describe("QR area in workerd (libSQL over HTTP + R2)", () => {
  it("seeds the demo listing and serves it, its page and its QR image", async () => {
    const list = await db.select().from(schema.qrBusinesses);
    const cafe = list.find((b) => b.status === "approved")!;
    expect(cafe.business_name).toBe("مقهى الياسمين");
    const { res, json } = await call(`/api/qr/businesses/${cafe.unique_id}`);
    expect(res.status).toBe(200);
    expect(json.data.images).toHaveLength(3);
    expect(json.data.qr_code_url).toBe(`${ORIGIN}/qr/${cafe.unique_id}`);
    expect((await call(`/qr/${cafe.unique_id}`)).res.status).toBe(200);
    const svg = await call(`/qr/code/${cafe.unique_id}.svg`);
    expect(svg.res.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("signs an owner in with a Secure HttpOnly cookie too, and renders their dashboard with their listing, never from the edge cache", async () => {
    const ip = { "cf-connecting-ip": "198.51.100.12" };
    await newOwner("workerd-cookie", "orchard-lamp-cookie", "198.51.100.12");
    const login = await call("/api/qr/auth/login", { method: "POST", headers: ip, json: { username: "workerd-cookie", password: "orchard-lamp-cookie" } });
    const cookie = login.res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^qr_session=[\w-]+;.*HttpOnly/i);
    expect(cookie).toMatch(/Secure/);
    const token = login.json.data.token as string;
    const created = await call("/api/qr/businesses", { method: "POST", headers: ip, token, json: { business_name: "مخبز العاصمة", business_type: "مطعم", description: "خبز وكعك" } });
    expect(created.res.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const page = await fetchWorker("/qr/dashboard", { headers: { cookie: `qr_session=${token}` } });
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      const html = await page.text();
      expect(html).toContain("مخبز العاصمة");
      expect(html).not.toContain(token);
    }
    // Without it, the shell that every owner shares.
    expect(await (await fetchWorker("/qr/dashboard")).text()).not.toContain("مخبز العاصمة");
  });

  it("registers, uploads to R2, creates with a gallery, gets approved, counts a scan and deletes with the file", async () => {
    const ip = { "cf-connecting-ip": "198.51.100.9" };
    const token = await newOwner("workerd-owner", "orchard-lamp-workerd", "198.51.100.9");
    const upload = await uploadLogo(token, PNG_1X1, "temp_w");
    expect(upload.res.status).toBe(201);
    const key = (upload.json.data.url as string).slice("/media/".length);
    const variantKey = (upload.json.data.variants[0].url as string).slice("/media/".length);
    expect(await testEnv.IMAGES.head(key)).not.toBeNull();
    expect(await testEnv.IMAGES.head(variantKey)).not.toBeNull();
    // And back through /media: what R2 holds, re-encoded by the Images binding (never the bytes sent).
    const served = await call(upload.json.data.url);
    expect(served.res.status).toBe(200);
    const bytes = new Uint8Array(await served.res.arrayBuffer());
    expect(bytes).toEqual(new Uint8Array(await (await testEnv.IMAGES.get(key))!.arrayBuffer()));
    expect(sniffType(bytes)).toBe("png");

    const created = await call("/api/qr/businesses", {
      method: "POST",
      token,
      json: { business_name: "مقهى ووركر", business_type: "Cafe", logo_url: upload.json.data.url, images: [{ url: "/images/demo/cafe-1.svg", alt_text: "أ" }, { url: "/images/demo/cafe-2.svg" }] },
    });
    expect(created.res.status).toBe(201);
    expect(created.json.data.images.map((i: { image_url: string }) => i.image_url)).toEqual(["/images/demo/cafe-1.svg", "/images/demo/cafe-2.svg"]);
    const id = created.json.data.id as number;

    const admin = (await call("/api/auth/login", { method: "POST", headers: ip, json: WORKERD_ADMIN })).json.data.token as string;
    const approved = await call(`/api/qr/admin/${id}/approve`, { method: "POST", token: admin, json: { admin_notes: "ok" } });
    expect(approved.json.data.status).toBe("approved");
    const uniqueId = approved.json.data.unique_id as string;
    // The admin's paged, Arabic-aware search over libSQL HTTP: typed with marks and another spelling.
    const found = await call(`/api/qr/admin?limit=5&q=${encodeURIComponent("مَقهي ووركر")}`, { token: admin });
    expect(found.json.data.map((b: { id: number }) => b.id)).toEqual([id]);
    expect(found.json.meta.total).toBe(1);
    expect(found.json.data[0]).not.toHaveProperty("qr_code_data");
    const page = await call(`/qr/${uniqueId}`);
    expect(page.res.status).toBe(200);
    expect(await page.res.text()).toContain("مقهى ووركر");

    const phone = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile Safari/604.1" };
    // Two visitors (two phones); the first one's reload is not another scan.
    await call(`/qr/${uniqueId}?src=qr`, { headers: phone });
    await call(`/qr/${uniqueId}?src=qr`, { headers: phone });
    await call(`/qr/${uniqueId}?src=qr`, { headers: { "user-agent": phone["user-agent"].replace("17_0", "18_1") } });
    expect((await call(`/api/qr/businesses/${id}/stats`, { token })).json.data.total).toBe(2);

    expect(await db.select().from(schema.qrScans).where(eq(schema.qrScans.business_id, id))).not.toEqual([]);
    expect((await call(`/api/qr/businesses/${id}`, { method: "DELETE", token })).res.status).toBe(200);
    expect(await testEnv.IMAGES.head(key)).toBeNull();
    expect(await testEnv.IMAGES.head(variantKey)).toBeNull();
    // Its gallery and scan rows went with it (ON DELETE CASCADE, over HTTP).
    expect(await db.select().from(schema.qrBusinessImages).where(eq(schema.qrBusinessImages.business_id, id))).toEqual([]);
    expect(await db.select().from(schema.qrScans).where(eq(schema.qrScans.business_id, id))).toEqual([]);
  });
});

describe("a branded QR code in workerd: the logo re-encoded by the Images binding", () => {
  it("embeds the owner's logo as JPEG or PNG data in the code, from the 160-px variant in R2", async () => {
    const token = await newOwner("workerd-brand", "saffron-kettle-workerd", "198.51.100.11");
    const upload = await uploadLogo(token, Uint8Array.from(atob(inject("logoPng")), (c) => c.charCodeAt(0)), "temp_brand");
    expect(upload.res.status, JSON.stringify(upload.json)).toBe(201);
    const logoUrl = upload.json.data.url as string;
    const created = await call("/api/qr/businesses", { method: "POST", token, json: { business_name: "مخبز العلامة", business_type: "Cafe", logo_url: logoUrl } });
    expect(created.res.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.data.id as number;
    const admin = await adminToken("198.51.100.12");
    expect((await call(`/api/qr/admin/${id}/approve`, { method: "POST", token: admin, json: { admin_notes: "" } })).res.status).toBe(200);

    const designed = await call(`/api/qr/businesses/${id}/qr-design`, { method: "PUT", token, json: { color: "#1E3A8A", logo: true, frame: "scan-me" } });
    expect(designed.res.status, JSON.stringify(designed.json)).toBe(200);
    const svg = atob(/^data:image\/svg\+xml;base64,(.+)$/.exec(designed.json.data.qr_code_data as string)![1]);
    expect(svg).toContain('fill="#1e3a8a"');
    // Re-encoded (not the stored WebP), so every SVG reader and printer draws it; nothing fetched.
    const logo = /<image href="data:image\/(jpeg|png);base64,([A-Za-z0-9+/=]+)"/.exec(svg);
    expect(logo, svg.slice(0, 300)).not.toBeNull();
    const bytes = Uint8Array.from(atob(logo![2]), (c) => c.charCodeAt(0));
    expect(sniffType(bytes)).toBe(logo![1]);
    expect(imageSize(bytes)).toMatchObject({ width: 160, height: 160 });
    expect(svg).not.toMatch(/href="(?!data:)/);
    // The image address carries the design, and serves the same code.
    const image = await call(new URL(designed.json.data.qr_code_image_url as string).pathname + new URL(designed.json.data.qr_code_image_url as string).search);
    expect(image.res.status).toBe(200);
    expect(await image.res.text()).toContain(`data:image/${logo![1]};base64,`);
  });
});

describe("photos in workerd: the Images binding (run locally by Miniflare) and R2", () => {
  // The 12-MP phone photo made by the global setup (sharp runs in Node, not here): 4032 × 3024 as
  // the sensor wrote it, EXIF orientation 6 (held upright), GPS, camera and author in EXIF and XMP.
  const photo = Uint8Array.from(atob(inject("cameraPhoto")), (c) => c.charCodeAt(0));

  /** Every file of an upload served by /media: its type, that it is upright and holds nothing private. */
  async function expectServedClean(url: string, type: "jpeg" | "webp", width: number) {
    const key = url.slice("/media/".length);
    expect(await testEnv.IMAGES.head(key), `${key} in R2`).not.toBeNull();
    const res = await fetchWorker(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get("content-type"), url).toBe(`image/${type}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(sniffType(bytes), url).toBe(type);
    expect(leaksCameraData(bytes), url).toEqual([]);
    expect(hasMetadata(bytes), url).toBe(false);
    expect(readOrientation(bytes), url).toBe(1);
    const size = imageSize(bytes);
    expect(size.width, url).toBe(width);
    expect(size.height! > size.width!, `${url} is portrait (upright)`).toBe(true);
  }

  it("an owner's GPS-tagged phone photo: the binding makes the main file and every variant, upright and stripped, stored in R2", async () => {
    expect(photo.length).toBeGreaterThan(4_000_000);
    const token = await newOwner("workerd-photographer", "orchard-lamp-camera", "198.51.100.41");
    const form = new FormData();
    form.append("image", new File([photo], "IMG_2041.jpg", { type: "image/jpeg" }));
    const upload = await call("/api/qr/businesses/upload-image?type=cover&businessId=temp_photo", { method: "POST", body: form as never, token });
    expect(upload.res.status, JSON.stringify(upload.json)).toBe(201);
    const data = upload.json.data;
    expect(data.dimensions).toEqual({ width: 1200, height: 1600 });
    expect(data.content_type).toBe("image/jpeg");
    expect(data.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(data.variants.map((v: { url: string }) => v.url)).toEqual(VARIANT_SLOTS.map((slot) => (data.url as string).replace(/\.jpg$/, `-${slot}.webp`)));
    await expectServedClean(data.url, "jpeg", 1200);
    for (const v of data.variants) await expectServedClean(v.url, "webp", v.width);
    expect(data.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [160, 213],
      [320, 427],
      [480, 640],
      [720, 960],
      [1080, 1440],
      [1200, 1600],
    ]);
    // Its link-preview card, cut by the binding the first time a preview asks, then kept in R2.
    const card = await fetchWorker((data.url as string).replace(/\.jpg$/, "-share.jpg"));
    expect(card.status).toBe(200);
    const cardBytes = new Uint8Array(await card.arrayBuffer());
    expect([sniffType(cardBytes), imageSize(cardBytes).width, imageSize(cardBytes).height]).toEqual(["jpeg", 1200, 630]);
    expect(leaksCameraData(cardBytes)).toEqual([]);
    expect(await testEnv.IMAGES.head((data.url as string).slice("/media/".length).replace(/\.jpg$/, "-share.jpg"))).not.toBeNull();
  });

  it("the backfill endpoint processes an image stored before the pipeline: same address, variants in R2, pages re-rendered", async () => {
    const legacy = await storeLegacyUpload(db, createR2BlobStore(testEnv.IMAGES), photo, { width: 4032, height: 3024 });
    // Until it runs, a variant's address leads to the main file, never to a broken image.
    const before = await fetchWorker(legacy.url.replace(/\.jpg$/, "-320.webp"), { redirect: "manual" });
    expect([before.status, before.headers.get("location")]).toEqual([302, legacy.url]);
    // And the main file, which R2 still holds as the camera wrote it, goes out without its metadata.
    const served = await fetchWorker(legacy.url);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const servedBytes = new Uint8Array(await served.arrayBuffer());
    expect(leaksCameraData(servedBytes)).toEqual([]);
    expect(hasMetadata(servedBytes)).toBe(false);
    expect(imageSize(servedBytes)).toMatchObject({ width: 4032, height: 3024 });
    const version = await contentVersion(db);
    const admin = await adminToken("198.51.100.42");
    const res = await call("/api/uploads/backfill", { method: "POST", token: admin, json: { limit: 5 } });
    expect(res.res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({ processed: 1, failed: [], remaining: 0, last_id: legacy.id });
    expect(await contentVersion(db)).toBeGreaterThan(version);

    const [row] = await db.select().from(schema.uploads).where(eq(schema.uploads.id, legacy.id));
    expect(row.url).toBe(legacy.url);
    expect([row.width, row.height]).toEqual([1200, 1600]);
    expect(row.variants!.map((v) => v.slot)).toEqual([...VARIANT_SLOTS]);
    await expectServedClean(row.url, "jpeg", 1200);
    for (const v of row.variants!) await expectServedClean(row.url.replace(/\.jpg$/, `-${v.slot}.webp`), "webp", v.width);
    // Nothing left: a second call has nothing to do and leaves the cache alone.
    const after = await contentVersion(db);
    const again = await call("/api/uploads/backfill", { method: "POST", token: admin, json: {} });
    expect(again.json.data).toMatchObject({ processed: 0, remaining: 0 });
    expect(await contentVersion(db)).toBe(after);
  });
});
