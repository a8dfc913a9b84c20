import { asc, eq, type AnyColumn } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DB } from "../../db/client";

/** A table the admin keeps in the site's order, each row switched on or off (services, contact items, social links). */
type SiteListTable = SQLiteTable & { is_active: AnyColumn; order_index: AnyColumn; id: AnyColumn };

/** Every row, or only the active ones (what visitors see), in the site's order: `order_index`, then id. */
export async function inSiteOrder<T extends SiteListTable>(db: DB, table: T, activeOnly: boolean) {
  const rows = await db
    .select()
    .from(table as SQLiteTable)
    .where(activeOnly ? eq(table.is_active, true) : undefined)
    .orderBy(asc(table.order_index), asc(table.id));
  return rows as T["$inferSelect"][];
}
