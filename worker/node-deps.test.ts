import { count } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminUsers, qrCategories, services } from "../db/schema";
import { openNodeDatabase } from "./node-deps";
import { startLibsqlServer } from "./testing/libsql-server";

const dir = mkdtempSync(join(tmpdir(), "node-deps-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("openNodeDatabase: what every Node start does to its database", () => {
  it("a remote database (several `npm start` processes on Turso) gets the admin and the categories, never the demo, and the start says so", async () => {
    const server = await startLibsqlServer({ path: join(dir, "shared.db") });
    try {
      const lines: string[] = [];
      const { db, close, setup } = await openNodeDatabase({ DATABASE_URL: server.url, ADMIN_PASSWORD: "long-enough-pass" }, { log: (l) => lines.push(l) });
      expect(setup.plan).toEqual({ mode: "no-demo", remote: true, chosen: false });
      const n = async (t: typeof adminUsers | typeof qrCategories | typeof services) => (await db.select({ n: count() }).from(t))[0].n;
      expect([await n(adminUsers), await n(qrCategories), await n(services)]).toEqual([1, 8, 0]);
      expect(lines).toEqual([`  ${server.url} has no content yet. A remote database gets the demo content only from \`npm run db:setup -- --demo\`; or add yours in /admin.`]);
      close();
    } finally {
      await server.close();
    }
  });

  it("a local database keeps the demo content; seed: false applies the migrations only", async () => {
    const local = await openNodeDatabase({ DATABASE_URL: `file:${join(dir, "local.db")}`, ADMIN_PASSWORD: "long-enough-pass" }, { log: () => {} });
    expect(local.setup.demo).toEqual({ status: "seeded", photos: "skipped" });
    local.close();
    const bare = await openNodeDatabase({ DATABASE_URL: `file:${join(dir, "bare.db")}` }, { seed: false });
    expect(bare.setup).toMatchObject({ admin: "skipped", categories: "skipped" });
    expect((await bare.db.select({ n: count() }).from(adminUsers))[0].n).toBe(0);
    bare.close();
  });
});
