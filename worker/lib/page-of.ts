import { count, type AnyColumn, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DB } from "../../db/client";
import { offsetOf, orderOf, type PageParams } from "./list-query";

interface PageQuery {
  /** The list's filters, already combined (undefined: every row). */
  where: SQL | undefined;
  /** The columns the list may be sorted by, under their sort names. */
  sorts: Record<string, AnyColumn>;
  /** The table's id, the tie-breaker that keeps pages stable. */
  id: AnyColumn;
}

/**
 * One page of an admin list and the number of rows matching its filters: the same two queries
 * for every table (the rows in the asked order, then the count), so each list names only its
 * filters and sort columns.
 */
export async function pageOf<T extends SQLiteTable>(db: DB, table: T, { where, sorts, id }: PageQuery, p: PageParams) {
  const rows = await db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...orderOf(p.sort, sorts, id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(table as SQLiteTable).where(where);
  return { total, rows: rows as T["$inferSelect"][] };
}
