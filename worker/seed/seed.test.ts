import { count, eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../lib/password";
import { createTestApp } from "../testing/test-app";
import { adminUsers, blogPosts, contactInfo, qrCategories, services, socialLinks } from "../../db/schema";
import { seedDatabase } from "./seed";

describe("seedDatabase", () => {
  it("fills an empty database with the demo content and the first admin from the options", async () => {
    const { db } = await createTestApp({ seed: false });
    const result = await seedDatabase(db, { adminUsername: "boss", adminPassword: "s3cret-enough", log: () => {} });
    expect(result.content).toBe(true);
    const [admin] = await db.select().from(adminUsers);
    expect(admin.username).toBe("boss");
    expect(await verifyPassword(admin.passwordHash, "s3cret-enough")).toBe(true);
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
    await db.update(services).set({ titleEn: "Edited" }).where(eq(services.id, 1));
    const second = await seedDatabase(db, { adminPassword: "other", log: () => {} });
    expect(second).toEqual({ admin: null, content: false });
    expect((await db.select().from(services)).length).toBe(7);
    expect((await db.select().from(services).where(eq(services.id, 1)))[0].titleEn).toBe("Edited");
    expect((await db.select().from(adminUsers)).length).toBe(1);
  });
});
