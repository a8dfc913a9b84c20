import { getTableName, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DB } from "../../db/client";

/**
 * Whether row `id` of `table` existed once and was deleted: no row has it, yet it is not above
 * the highest id ever handed out. The content tables' ids are AUTOINCREMENT, which SQLite never
 * hands out twice (it keeps the highest in `sqlite_sequence`), so such an id can only be a
 * deleted row's. What a public page answers with 410 Gone instead of 404.
 */
export async function wasDeleted(db: DB, table: SQLiteTable & { id: unknown }, id: number): Promise<boolean> {
  const [row] = await db.all<{ taken: number; present: number }>(
    sql`SELECT (SELECT seq FROM sqlite_sequence WHERE name = ${getTableName(table)}) >= ${id} AS taken, EXISTS (SELECT 1 FROM ${table} WHERE id = ${id}) AS present`,
  );
  return !!row && Number(row.taken) === 1 && Number(row.present) === 0;
}
