import { resolve } from "node:path";
import { migrate } from "drizzle-orm/libsql/migrator";
import type { DB } from "./client";

/** drizzle-kit's output folder; paths are relative to the project root, where npm runs. */
export const MIGRATIONS_DIR = resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");

/** Applies the committed migrations that the database has not seen yet (Node and tests). */
export async function migrateDatabase(db: DB, folder = MIGRATIONS_DIR) {
  await migrate(db, { migrationsFolder: folder });
}
