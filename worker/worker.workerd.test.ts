/// <reference types="@cloudflare/vitest-pool-workers/types" />
/**
 * The Worker entry inside workerd (Miniflare): server rendering, the database path (D1 standing
 * in for Turso through the same drizzle code) and R2 for images. See toolchain.md for why D1.
 */
import type { D1Database, R2Bucket } from "@cloudflare/workers-types";
import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import { schema, type DB } from "../db/client";
import { seedDatabase } from "../db/seed";
import { verifyPassword } from "./lib/password";
import { bumpContentVersion } from "./services/content-version";
import { createR2BlobStore } from "./blob/r2";

declare module "cloudflare:test" {
  interface ProvidedEnv {
    DB: D1Database;
    IMAGES: R2Bucket;
    TEST_MIGRATIONS: D1Migration[];
  }
}

const testEnv = env as unknown as { DB: D1Database; IMAGES: R2Bucket; TEST_MIGRATIONS: D1Migration[] };
const fetchWorker = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`https://agency.example${path}`, init));

let db: DB;
beforeAll(async () => {
  await applyD1Migrations(testEnv.DB as never, testEnv.TEST_MIGRATIONS);
  db = drizzle(testEnv.DB as never, { schema }) as unknown as DB;
  await seedDatabase(db, { adminUsername: "admin", adminPassword: "workerd-admin-pass", log: () => {} });
});

describe("Worker entry in workerd", () => {
  it("server-renders the landing page in Arabic from the database", async () => {
    const res = await fetchWorker("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    for (const id of ["hero", "about", "services", "portfolio", "blog", "contact"]) expect(html).toContain(`id="${id}"`);
    expect(html).toContain("تصوير المنتجات والفعاليات");
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });

  it("keeps rendered pages in the Cache API until the content changes", async () => {
    await fetchWorker("/privacy?lang=en");
    const hit = await fetchWorker("/privacy?lang=en");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toContain("Privacy policy");
    await bumpContentVersion(db);
    expect((await fetchWorker("/privacy?lang=en")).headers.get("x-page-cache")).toBe("miss");
  });

  it("renders English with ?lang=en", async () => {
    const html = await (await fetchWorker("/?lang=en")).text();
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain("Product and event photography");
  });

  it("answers the API: health, and a JSON 404 for unknown paths", async () => {
    expect(await (await fetchWorker("/api/health")).json()).toMatchObject({ success: true });
    const missing = await fetchWorker("/api/missing");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });

  it("hashes and verifies passwords with scrypt inside workerd", async () => {
    const [admin] = await db.select().from(schema.adminUsers);
    expect(admin.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword(admin.passwordHash, "workerd-admin-pass")).toBe(true);
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
});
