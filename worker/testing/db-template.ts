/**
 * Copies of one migrated (and one migrated and seeded) database for the tests.
 *
 * Migrating and seeding a fresh in-memory database took a good part of each test app's start
 * (the seed hashes the admin's password), and the API tests start hundreds of apps. So the unit
 * tests' global setup (worker/testing/unit-global-setup.ts) builds both databases once per run,
 * the real way (`migrateDatabase`, `seedDatabase`), and records each as one SQL script
 * (`dumpDatabase`); every test app then starts from a fresh `:memory:` database that replays
 * a script (`restoreDatabase`, a few milliseconds): the same tables, rows, indexes, triggers,
 * AUTOINCREMENT counters and migration journal, in a database of its own.
 *
 * worker/testing/db-template.test.ts checks that a copy is the database it was copied from,
 * foreign keys and triggers included.
 */
import type { Client, InValue } from "@libsql/client";
import { inject } from "vitest";
import type { DB } from "../../db/client";
import { connectNode } from "../../db/connect";
import { migrateDatabase } from "../../db/migrate";
import { seedDatabase } from "../seed/seed";

/** The first admin of the seeded template (and of every test app). */
export const TEST_ADMIN = { username: "admin", password: "correct-horse-battery-staple" };

type Row = Record<string, unknown>;

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The whole database as one SQL script: the tables, then their rows (in rowid order, with the
 * rowid itself, so even a table without an integer key lists its rows in the same order), then
 * SQLite's AUTOINCREMENT counters, then indexes, views and triggers. Triggers come last so that
 * loading the rows does not fire them a second time.
 */
export async function dumpDatabase(client: Client): Promise<string> {
  const all = async (sql: string, args: InValue[] = []) => (await client.execute({ sql, args })).rows as unknown as Row[];
  const objects = await all("SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid");
  const tables = objects.filter((o) => o.type === "table" && !String(o.name).startsWith("sqlite_"));
  const internal = objects.filter((o) => o.type === "table" && String(o.name).startsWith("sqlite_")).map((o) => String(o.name));
  // Only sqlite_sequence is expected (AUTOINCREMENT). Statistics tables (ANALYZE) or others
  // would need their own handling: fail loudly rather than copy a database only in part.
  const unknown = internal.filter((name) => name !== "sqlite_sequence");
  if (unknown.length) throw new Error(`dumpDatabase cannot copy SQLite's internal tables ${unknown.join(", ")}`);
  if (objects.some((o) => o.type === "table" && /^\s*CREATE\s+VIRTUAL\s/i.test(String(o.sql)))) {
    throw new Error("dumpDatabase cannot copy virtual tables");
  }

  const script: string[] = [];
  for (const table of tables) script.push(`${table.sql};`);
  const rowsOf = async (table: string, withRowid: boolean) => {
    // table_xinfo would also list hidden and generated columns, which cannot be inserted into.
    const columns = (await all("SELECT name FROM pragma_table_info(?) ORDER BY cid", [table])).map((c) => quoteName(String(c.name)));
    const names = withRowid ? ["rowid", ...columns] : columns;
    // quote() writes each value as an SQL literal SQLite reads back exactly: text, integers,
    // reals (to the last bit), blobs (X'..') and NULL.
    const values = names.map((n) => `quote(${n})`).join(` || ',' || `);
    const rows = await all(`SELECT ${values} AS v FROM ${quoteName(table)}${withRowid ? " ORDER BY rowid" : ""}`);
    for (const row of rows) script.push(`INSERT INTO ${quoteName(table)} (${names.join(", ")}) VALUES (${row.v});`);
  };
  for (const table of tables) {
    const withoutRowid = /\)\s*WITHOUT\s+ROWID\s*$/i.test(String(table.sql));
    await rowsOf(String(table.name), !withoutRowid);
  }
  if (internal.includes("sqlite_sequence")) {
    // Inserting the rows above wrote counters of its own (the highest id): the recorded ones
    // replace them, since a counter stays above ids that were deleted.
    script.push("DELETE FROM sqlite_sequence;");
    await rowsOf("sqlite_sequence", false);
  }
  for (const other of objects.filter((o) => o.type !== "table")) script.push(`${other.sql};`);
  return script.join("\n");
}

/**
 * Loads a `dumpDatabase` script into an empty database, in one transaction. Foreign keys stay on
 * and are checked at the commit, once every row is in (a row may come before the one it points
 * to), so a script that broke one would fail here.
 */
export async function restoreDatabase(client: Client, script: string) {
  await client.executeMultiple(`PRAGMA defer_foreign_keys = ON;\nBEGIN;\n${script}\nCOMMIT;`);
}

/** The scripts of a migrated database and of a migrated and seeded one. */
export interface DatabaseTemplates {
  migrated: string;
  seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by the unit tests' global setup: see buildTemplates. */
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Migrates one in-memory database and records it, then seeds it (demo content and the first
 * admin, as `npm start` does on an empty database) and records it again.
 */
export async function buildTemplates(): Promise<DatabaseTemplates> {
  const { db, close } = await connectNode(":memory:");
  try {
    await migrateDatabase(db);
    const migrated = await dumpDatabase(clientOf(db));
    await seedDatabase(db, { adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password });
    return { migrated, seeded: await dumpDatabase(clientOf(db)) };
  } finally {
    close();
  }
}

/** The libSQL client under drizzle. */
export const clientOf = (db: DB) => (db as DB & { $client: Client }).$client;

let built: Promise<DatabaseTemplates> | undefined;

/**
 * A fresh in-memory database (opened as `npm start` opens one, foreign keys on) holding a copy
 * of the migrated, or the migrated and seeded, template. The templates come from the global
 * setup; a project without it builds them here, once per test file.
 */
export async function templateCopy(seeded: boolean) {
  const templates = inject("databaseTemplates") ?? (await (built ??= buildTemplates()));
  const url = ":memory:";
  const { db, close } = await connectNode(url);
  await restoreDatabase(clientOf(db), seeded ? templates.seeded : templates.migrated);
  return { db, close, url };
}
