/**
 * The test apps' databases are copies of templates (db-template.ts): a copy must be the database
 * it was copied from, and behave like one migrated the usual way, foreign keys and triggers
 * included. If a migration ever adds something the copy cannot carry (a virtual table, say),
 * these tests fail before any API test quietly runs against a different database.
 */
import type { Client } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { connectNode } from "../../db/connect";
import { migrateDatabase } from "../../db/migrate";
import { seedDatabase } from "../seed/seed";
import { buildTemplates, clientOf, dumpDatabase, restoreDatabase, TEST_ADMIN, templateCopy } from "./db-template";

const rows = async (client: Client, sql: string) => (await client.execute(sql)).rows.map((r) => ({ ...r }));
const schemaOf = (client: Client) => rows(client, "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name");
const tableNames = async (client: Client) =>
  (await rows(client, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")).map((r) => String(r.name));

/** A database migrated (and seeded) the way `npm start` prepares an empty one. */
async function fresh(seed: boolean) {
  const { db } = await connectNode(":memory:");
  await migrateDatabase(db);
  if (seed) await seedDatabase(db, { adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password });
  return clientOf(db);
}

describe("template databases", () => {
  it("a copy holds exactly what its template held: schema, rows, rowids, AUTOINCREMENT counters", async () => {
    const templates = await buildTemplates();
    for (const [seeded, script] of [[false, templates.migrated], [true, templates.seeded]] as const) {
      const copy = clientOf((await templateCopy(seeded)).db);
      // Dumping the copy gives the very script it was loaded from: nothing lost, nothing added.
      const again = await connectNode(":memory:");
      await restoreDatabase(clientOf(again.db), script);
      expect(await dumpDatabase(clientOf(again.db))).toBe(script);
      // And the copy from the global setup has the same tables, objects and row counts.
      expect(await schemaOf(copy)).toEqual(await schemaOf(clientOf(again.db)));
      for (const table of await tableNames(copy)) {
        const count = `SELECT count(*) AS n FROM "${table}"`;
        expect(await rows(copy, count), table).toEqual(await rows(clientOf(again.db), count));
      }
    }
  });

  it("has the schema of a database migrated now, and the seed's rows", async () => {
    for (const seeded of [false, true]) {
      const copy = clientOf((await templateCopy(seeded)).db);
      const reference = await fresh(seeded);
      expect(await schemaOf(copy)).toEqual(await schemaOf(reference));
      expect(await rows(copy, "SELECT hash, created_at FROM __drizzle_migrations ORDER BY id")).toEqual(
        await rows(reference, "SELECT hash, created_at FROM __drizzle_migrations ORDER BY id"),
      );
      // The seed's random parts (password salts, QR ids) and timestamps differ from run to run:
      // the same number of rows in every table, and the same admin.
      for (const table of await tableNames(copy)) {
        const count = `SELECT count(*) AS n FROM "${table}"`;
        expect(await rows(copy, count), table).toEqual(await rows(reference, count));
      }
    }
    const admin = await rows(clientOf((await templateCopy(true)).db), "SELECT username, role FROM admin_users");
    expect(admin).toEqual([{ username: TEST_ADMIN.username, role: "admin" }]);
  });

  it("enforces foreign keys (cascades included) and runs the triggers in a copy", async () => {
    const copy = clientOf((await templateCopy(true)).db);
    expect(await rows(copy, "PRAGMA foreign_keys")).toEqual([{ foreign_keys: 1 }]);
    expect(await rows(copy, "PRAGMA foreign_key_check")).toEqual([]);
    await expect(copy.execute("INSERT INTO service_features (service_id, feature_ar, feature_en) VALUES (987654, 'x', 'x')")).rejects.toThrow(/FOREIGN KEY/);
    const [{ id }] = await rows(copy, "SELECT id FROM services ORDER BY id LIMIT 1");
    expect((await rows(copy, `SELECT count(*) AS n FROM service_features WHERE service_id = ${id}`))[0].n).toBeGreaterThan(0);
    await copy.execute(`DELETE FROM services WHERE id = ${id}`);
    expect(await rows(copy, `SELECT count(*) AS n FROM service_features WHERE service_id = ${id}`)).toEqual([{ n: 0 }]);
    // The search-key triggers (migration 0004) fill the key of a new row.
    const now = new Date().toISOString();
    await copy.execute({
      sql: "INSERT INTO blog_posts (title_ar, excerpt_ar, content_ar, category, created_at, updated_at) VALUES ('مقالة أولى', 'x', 'x', 'news', ?, ?)",
      args: [now, now],
    });
    expect(await rows(copy, "SELECT search_key FROM blog_posts ORDER BY id DESC LIMIT 1")).toEqual([{ search_key: "مقاله اولي " }]);
  });

  it("continues AUTOINCREMENT where the template's counters stood, and each copy is a database of its own", async () => {
    const [a, b] = [clientOf((await templateCopy(true)).db), clientOf((await templateCopy(true)).db)];
    const seq = async (c: Client) => (await rows(c, "SELECT seq FROM sqlite_sequence WHERE name = 'services'"))[0].seq;
    const before = Number(await seq(a));
    // The newest service goes, then a copy of the first comes: it takes the id after the
    // counter's, not the freed one (which a copy without the counters would hand out again).
    await a.execute(`DELETE FROM services WHERE id = ${before}`);
    const columns = (await rows(a, "SELECT name FROM pragma_table_info('services') WHERE name != 'id'")).map((c) => `"${c.name}"`).join(", ");
    await a.execute(`INSERT INTO services (${columns}) SELECT ${columns} FROM services ORDER BY id LIMIT 1`);
    expect(await rows(a, "SELECT max(id) AS id FROM services")).toEqual([{ id: before + 1 }]);
    // The other copy saw none of it.
    expect(Number(await seq(b))).toBe(before);
    expect(await rows(b, "SELECT max(id) AS id FROM services")).toEqual([{ id: before }]);
  });
});
