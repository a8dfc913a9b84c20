/// <reference types="@cloudflare/vitest-pool-workers/types" />
/**
 * The QR flows inside workerd: D1 standing in for Turso (the atomic batches, INSERT ... SELECT
 * gallery writes and upserts must work on both) and R2 for the uploaded images.
 */
import type { D1Database, R2Bucket } from "@cloudflare/workers-types";
import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import { schema, type DB } from "../../../../db/client";
import { seedDatabase } from "../../../../db/seed";
import { PNG_1X1 } from "./test-images";

const testEnv = env as unknown as { DB: D1Database; IMAGES: R2Bucket; TEST_MIGRATIONS: D1Migration[] };
const ORIGIN = "https://agency.example";
const call = async (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body }),
  );
  const type = res.headers.get("content-type") ?? "";
  return { res, json: type.includes("json") ? ((await res.json()) as any) : null }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

let db: DB;
beforeAll(async () => {
  await applyD1Migrations(testEnv.DB as never, testEnv.TEST_MIGRATIONS);
  db = drizzle(testEnv.DB as never, { schema }) as unknown as DB;
  await seedDatabase(db, { adminUsername: "admin", adminPassword: "workerd-admin-pass", log: () => {} });
});

describe("QR area in workerd (D1 + R2)", () => {
  it("seeds the demo listing and serves it, its page and its QR image", async () => {
    const list = await db.select().from(schema.qrBusinesses);
    const cafe = list.find((b) => b.status === "approved")!;
    expect(cafe.businessName).toBe("مقهى الياسمين");
    const { res, json } = await call(`/api/qr/businesses/${cafe.uniqueId}`);
    expect(res.status).toBe(200);
    expect(json.data.images).toHaveLength(3);
    expect(json.data.qr_code_url).toBe(`${ORIGIN}/qr/${cafe.uniqueId}`);
    expect((await call(`/qr/${cafe.uniqueId}`)).res.status).toBe(200);
    const svg = await call(`/qr/code/${cafe.uniqueId}.svg`);
    expect(svg.res.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("registers, uploads to R2, creates with a gallery, gets approved, counts a scan and deletes with the file", async () => {
    const ip = { "cf-connecting-ip": "198.51.100.9" };
    // Not built on the username: the password policy refuses those.
    const owner = { username: "workerd-owner", password: "orchard-lamp-workerd" };
    expect((await call("/api/qr/auth/register", { method: "POST", headers: ip, json: { ...owner, email: "w@example.com", phone: "+963944000111" } })).res.status).toBe(201);
    const token = (await call("/api/qr/auth/login", { method: "POST", headers: ip, json: owner })).json.data.token as string;

    const form = new FormData();
    form.append("image", new File([new Uint8Array(PNG_1X1)], "logo.png", { type: "image/png" }));
    const upload = await call("/api/qr/businesses/upload-image?type=logo&businessId=temp_w", { method: "POST", body: form as never, token });
    expect(upload.res.status).toBe(201);
    const key = (upload.json.data.url as string).slice("/media/".length);
    expect(await testEnv.IMAGES.head(key)).not.toBeNull();

    const created = await call("/api/qr/businesses", {
      method: "POST",
      token,
      json: { business_name: "مقهى ووركر", business_type: "Cafe", logo_url: upload.json.data.url, images: [{ url: "/images/demo/cafe-1.svg", alt_text: "أ" }, { url: "/images/demo/cafe-2.svg" }] },
    });
    expect(created.res.status).toBe(201);
    expect(created.json.data.images.map((i: { image_url: string }) => i.image_url)).toEqual(["/images/demo/cafe-1.svg", "/images/demo/cafe-2.svg"]);
    const id = created.json.data.id as number;

    const admin = (await call("/api/auth/login", { method: "POST", headers: ip, json: { username: "admin", password: "workerd-admin-pass" } })).json.data.token as string;
    const approved = await call(`/api/qr/admin/${id}/approve`, { method: "POST", token: admin, json: { admin_notes: "ok" } });
    expect(approved.json.data.status).toBe("approved");
    const uniqueId = approved.json.data.unique_id as string;

    const phone = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile Safari/604.1" };
    // Two visitors (two phones); the first one's reload is not another scan.
    await call(`/qr/${uniqueId}?src=qr`, { headers: phone });
    await call(`/qr/${uniqueId}?src=qr`, { headers: phone });
    await call(`/qr/${uniqueId}?src=qr`, { headers: { "user-agent": phone["user-agent"].replace("17_0", "18_1") } });
    expect((await call(`/api/qr/businesses/${id}/stats`, { token })).json.data.total).toBe(2);

    expect((await call(`/api/qr/businesses/${id}`, { method: "DELETE", token })).res.status).toBe(200);
    expect(await testEnv.IMAGES.head(key)).toBeNull();
  });
});
