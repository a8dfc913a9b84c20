import { asc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteInsertValue, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
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

/** A child as the API receives it: its row without the parent's id, its own id or its place. */
type ChildItem<T extends SQLiteTable, K extends string> = Omit<T["$inferInsert"], K | "id" | "order_index">;

/**
 * The statement that stores a parent's children in their list order (a service's features, a
 * project's images): each row is the item with the parent's id under `key` and its place in the
 * list as `order_index`. None for an empty list, so it can be spread into a batch. `parent` is the
 * id, or SQL that finds it inside the same batch (a parent inserted just before).
 */
export function insertChildren<T extends SQLiteTable, K extends keyof T["$inferInsert"] & string>(db: DB, table: T, key: K, parent: number | SQL, items: ChildItem<T, K>[]) {
  const rows = items.map((item, i) => ({ ...item, [key]: parent, order_index: i }));
  return rows.length ? [db.insert(table).values(rows as SQLiteInsertValue<T>[])] : [];
}

/**
 * The statements that replace a parent's children with `items` (delete, then insert in order),
 * for one batch with the parent's update; none when no list was sent (the children stay).
 */
export function replaceChildren<T extends SQLiteTable, K extends keyof T["$inferInsert"] & string>(
  db: DB,
  table: T,
  parentColumn: AnyColumn,
  key: K,
  parent: number,
  items: ChildItem<T, K>[] | undefined,
) {
  if (!items) return [];
  return [db.delete(table).where(eq(parentColumn, parent)), ...insertChildren(db, table, key, parent, items)];
}

/**
 * Writes of a parent row together with its ordered children (a service and its features, a
 * project and its images), each write one atomic batch:
 * - `create` inserts the parent and its children; the children find the parent just inserted
 *   through max(id), which inside the batch's transaction is ours. Answers the new id.
 * - `update` sets the given fields (and updated_at); a children list, when sent, replaces the old one.
 * - `remove` deletes the children, then the parent. Answers whether there was one.
 */
export function parentWithChildren<P extends SQLiteTable & { id: AnySQLiteColumn }, T extends SQLiteTable, K extends keyof T["$inferInsert"] & string>(
  parent: P,
  children: T,
  parentColumn: AnyColumn,
  key: K,
) {
  type Fields = Omit<P["$inferInsert"], "id" | "created_at" | "updated_at">;
  return {
    async create(db: DB, fields: Fields, items: ChildItem<T, K>[], at: number) {
      const now = new Date(at).toISOString();
      const [inserted] = await db.batch([
        db
          .insert(parent)
          .values({ ...fields, created_at: now, updated_at: now } as SQLiteInsertValue<P>)
          .returning({ id: parent.id }),
        ...insertChildren(db, children, key, sql`(SELECT max(id) FROM ${parent})`, items),
      ]);
      return (inserted as { id: number }[])[0].id;
    },
    async update(db: DB, id: number, fields: Partial<Fields>, items: ChildItem<T, K>[] | undefined, at: number) {
      await db.batch([
        db
          .update(parent)
          .set({ ...fields, updated_at: new Date(at).toISOString() } as SQLiteUpdateSetSource<P>)
          .where(eq(parent.id, id)),
        ...replaceChildren(db, children, parentColumn, key, id, items),
      ]);
    },
    async remove(db: DB, id: number) {
      const [, gone] = await db.batch([db.delete(children).where(eq(parentColumn, id)), db.delete(parent).where(eq(parent.id, id)).returning({ id: parent.id })]);
      return (gone as { id: number }[]).length > 0;
    },
  };
}
