import type { LibSQLDatabase } from "drizzle-orm/libsql";
import * as schema from "./schema";

export { schema };
export type Schema = typeof schema;

/**
 * The database handle every service takes: libSQL, an embedded file (or memory in tests) on
 * Node, HTTP to Turso on Workers. Services use only what both paths do alike: the query
 * builder, `.returning()` and `db.batch` for atomic multi-statement writes (no interactive
 * transactions, which would hold a stream open across round trips, and no driver-specific
 * `.run()` results).
 */
export type DB = LibSQLDatabase<Schema>;
