import type { LibSQLDatabase } from "drizzle-orm/libsql";
import * as schema from "./schema";

export { schema };
export type Schema = typeof schema;

/**
 * The database handle every service takes. libSQL (file, memory or Turso over HTTP) in
 * production; workerd tests pass a D1 database, which shares the surface we use: the query
 * builder, `.returning()` and `db.batch` for atomic multi-statement writes (no interactive
 * transactions, and no driver-specific `.run()` results).
 */
export type DB = LibSQLDatabase<Schema>;
