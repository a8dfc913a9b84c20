import { asc, inArray, sql, type AnyColumn } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DB } from "../../db/client";

interface ChildQuery {
  /** The column pointing at the parent (`service_id`). */
  parent: AnyColumn;
  /** The children's own order, then their id. */
  order: AnyColumn;
  id: AnyColumn;
}

/**
 * The rows that belong to some parents (a service's features, a project's images) in their order,
 * in one query. The parents' ids travel as one JSON parameter, so a long page stays one bound value.
 */
export async function childRows<T extends SQLiteTable>(db: DB, table: T, { parent, order, id }: ChildQuery, parentIds: number[]) {
  if (!parentIds.length) return [];
  const rows = await db
    .select()
    .from(table as SQLiteTable)
    .where(inArray(parent, sql`(select value from json_each(${JSON.stringify(parentIds)}))`))
    .orderBy(asc(order), asc(id));
  return rows as T["$inferSelect"][];
}
