import { count, eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../lib/password";
import { createTestApp } from "../testing/test-app";
import { leaksCameraData } from "../testing/camera-photo";
import { createMemoryBlobStore } from "../blob/memory";
import { hasMetadata } from "../images/metadata";
import { uploadByUrl } from "../services/uploads";
import { variantSlots, variantUrl } from "../../shared/media";
import {
  adminUsers,
  blogPosts,
  contactInfo,
  portfolioImages,
  qrBusinesses,
  qrBusinessImages,
  qrCategories,
  qrUsers,
  services,
  socialLinks,
  uploads,
} from "../../db/schema";
import { seedDatabase } from "./seed";

describe("seedDatabase", () => {
  it("fills an empty database with the demo content and the first admin from the options", async () => {
    const { db } = await createTestApp({ seed: false });
    const result = await seedDatabase(db, { adminUsername: "boss", adminPassword: "s3cret-enough", log: () => {} });
    expect(result.content).toBe(true);
    const [admin] = await db.select().from(adminUsers);
    expect(admin.username).toBe("boss");
    expect(await verifyPassword(admin.password_hash, "s3cret-enough")).toBe(true);
    const n = async (t: SQLiteTable) => (await db.select({ n: count() }).from(t))[0].n;
    expect(await n(services)).toBe(7);
    expect(await n(contactInfo)).toBe(3);
    expect(await n(socialLinks)).toBe(6);
    expect(await n(qrCategories)).toBeGreaterThanOrEqual(5);
    expect((await db.select().from(blogPosts).where(eq(blogPosts.status, "published"))).length).toBe(4);
  });

  it("prints a random admin password once when none is configured", async () => {
    const { db } = await createTestApp({ seed: false });
    const lines: string[] = [];
    const { admin } = await seedDatabase(db, { log: (l) => lines.push(l) });
    expect(admin?.username).toBe("admin");
    expect(admin!.password.length).toBeGreaterThanOrEqual(16);
    expect(lines.join("\n")).toContain(admin!.password);
    const again: string[] = [];
    await seedDatabase(db, { log: (l) => again.push(l) });
    expect(again).toEqual([]);
  });

  it("is idempotent: a second run adds nothing and keeps edits", async () => {
    const { db } = await createTestApp();
    await db.update(services).set({ title_en: "Edited" }).where(eq(services.id, 1));
    const second = await seedDatabase(db, { adminPassword: "other", log: () => {} });
    expect(second).toEqual({ admin: null, content: false, photos: null });
    expect((await db.select().from(services)).length).toBe(7);
    expect((await db.select().from(services).where(eq(services.id, 1)))[0].title_en).toBe("Edited");
    expect((await db.select().from(adminUsers)).length).toBe(1);
  });
});

describe("seedDatabase with media: the demo photos through the image pipeline", () => {
  it("stores the coffee photo as the café's cover and a portfolio image: /media uploads with every variant and no metadata", async () => {
    const { db, blobs, app } = await createTestApp({ photos: true });
    const [cafe] = await db.select().from(qrBusinesses).where(eq(qrBusinesses.business_name, "مقهى الياسمين"));
    const [owner] = await db.select().from(qrUsers).where(eq(qrUsers.username_key, "demo-owner"));
    const [portfolio] = await db.select().from(portfolioImages).where(eq(portfolioImages.altText_en, "A cup of coffee from the restaurant's photo shoot"));
    expect(cafe.cover_image_url).toMatch(/^\/media\/[a-z0-9]{40}\.jpg$/);
    expect(portfolio.imageUrl).toMatch(/^\/media\/[a-z0-9]{40}\.jpg$/);
    expect(portfolio.imageUrl).not.toBe(cafe.cover_image_url);
    // The cover is the listing page's large image; the gallery keeps its artwork.
    const gallery = await db.select().from(qrBusinessImages).where(eq(qrBusinessImages.business_id, cafe.id)).orderBy(qrBusinessImages.order_index);
    expect(gallery.map((g) => g.image_url)).toEqual(["/images/demo/cafe-1.svg", "/images/demo/cafe-2.svg", "/images/demo/cafe-3.svg"]);

    const coverUpload = await uploadByUrl(db, cafe.cover_image_url);
    // Uploaded by the demo owner and attached to the listing, as an owner's cover is on save.
    expect(coverUpload).toMatchObject({ owner_kind: "owner", owner_id: owner.id, business_id: cafe.id, kind: "cover", temp_id: null });
    const portfolioUpload = await uploadByUrl(db, portfolio.imageUrl);
    expect(portfolioUpload).toMatchObject({ owner_kind: "admin", kind: "content", business_id: null });

    // coffee.jpg is 600 × 400: every slot up to the first at or above 600 px.
    const slots = variantSlots(600);
    for (const upload of [coverUpload!, portfolioUpload!]) {
      expect([upload.width, upload.height, upload.content_type]).toEqual([600, 400, "image/jpeg"]);
      expect(upload.placeholder).toMatch(/^#[0-9a-f]{6}$/);
      expect(upload.variants!.map((v) => [v.slot, v.width])).toEqual(slots.map((s) => [s.slot, s.width]));
      for (const url of [upload.url, ...slots.map((s) => variantUrl(upload.url, s.slot))]) {
        const res = await app.request(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type"), url).toBe(url.endsWith(".webp") ? "image/webp" : "image/jpeg");
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(hasMetadata(bytes), url).toBe(false);
        expect(leaksCameraData(bytes), url).toEqual([]);
      }
    }
    // Nothing else was stored: two uploads, each a main file and its variants.
    expect(blobs.keys()).toHaveLength(2 * (1 + slots.length));
    // The listing's page shows it.
    expect(await (await app.request(`/qr/${cafe.unique_id}`)).text()).toContain(cafe.cover_image_url!);
  });

  it("without media keeps the SVG artwork and says photos were skipped", async () => {
    const { db } = await createTestApp({ seed: false });
    const result = await seedDatabase(db, { adminPassword: "s3cret-enough", log: () => {} });
    expect(result.photos).toBe("skipped");
    const [cafe] = await db.select().from(qrBusinesses).where(eq(qrBusinesses.business_name, "مقهى الياسمين"));
    expect(cafe.cover_image_url).toBe("/images/demo/cafe-cover.svg");
    expect(await db.select().from(uploads)).toEqual([]);
    // Nothing seeded a second time: nothing to say about photos.
    expect((await seedDatabase(db, { log: () => {} })).photos).toBeNull();
  });

  it("falls back to the SVG artwork, saying why, when the pipeline cannot store the photo", async () => {
    const { db } = await createTestApp({ seed: false });
    const lines: string[] = [];
    // A processor that cannot decode anything: the pipeline refuses the photo.
    const broken = { name: "broken", canTransform: true, render: () => Promise.reject(new Error("cannot decode")) };
    const result = await seedDatabase(db, { adminPassword: "s3cret-enough", log: (l) => lines.push(l), media: { blobs: createMemoryBlobStore(), images: broken } });
    expect(result.photos).toBe("failed");
    expect(lines.join("\n")).toMatch(/coffee\.jpg was not stored/);
    const [cafe] = await db.select().from(qrBusinesses).where(eq(qrBusinesses.business_name, "مقهى الياسمين"));
    expect(cafe.cover_image_url).toBe("/images/demo/cafe-cover.svg");
    expect(await db.select().from(uploads)).toEqual([]);
  });
});
