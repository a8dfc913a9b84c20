import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/libsql/migrator";
import type { DB } from "./client";

/** drizzle-kit's output folder; paths are relative to the project root, where npm runs. */
export const MIGRATIONS_DIR = resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");

/** Applies the committed migrations that the database has not seen yet (Node and tests). */
export async function migrateDatabase(db: DB, folder = MIGRATIONS_DIR) {
  await migrate(db, { migrationsFolder: folder });
}

/**
 * Which committed migrations the database has not seen yet, by name (`0006_image_variants`), and
 * how many it has. drizzle records each applied migration in `__drizzle_migrations` with the time
 * drizzle-kit wrote it (`when` in the folder's journal), and applies every migration newer than
 * the newest one recorded; this reads the same two things, so `npm run db:setup` can say what it
 * applied.
 */
export async function pendingMigrations(db: DB, folder = MIGRATIONS_DIR) {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  let last = -Infinity;
  // A database nothing was ever applied to has no such table yet.
  const [table] = await db.all(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'`);
  if (table) {
    const [row] = await db.all<{ last: number | null }>(sql`SELECT max(created_at) AS last FROM __drizzle_migrations`);
    if (row?.last != null) last = Number(row.last);
  }
  const pending = journal.entries.filter((e) => e.when > last).map((e) => e.tag);
  return { pending, applied: journal.entries.length - pending.length };
}
