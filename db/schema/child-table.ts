import { type AnySQLiteColumn, index, type SQLiteColumnBuilderBase, sqliteTable } from "drizzle-orm/sqlite-core";
import { id, parentId } from "./columns";

/**
 * A table whose rows each belong to one row of another table (a service's features, a project's
 * images): an `id`, the parent's id in `parentColumn` (the rows are deleted with their parent),
 * then `columns`, and an index on the parent's id named `<table>_<parent>_idx`, so that one
 * parent's rows are found without reading the whole table.
 */
export function childTable<TName extends string, TParent extends `${string}_id`, TColumns extends Record<string, SQLiteColumnBuilderBase>>(
  name: TName,
  parentColumn: TParent,
  parent: () => AnySQLiteColumn,
  columns: TColumns,
) {
  const own = { id: id(), [parentColumn]: parentId(parentColumn, parent) } as { id: ReturnType<typeof id> } & Record<TParent, ReturnType<typeof parentId>>;
  const indexName = `${name}_${parentColumn.slice(0, -"_id".length)}_idx`;
  return sqliteTable(name, { ...own, ...columns }, (t) => [index(indexName).on(t[parentColumn] as AnySQLiteColumn)]);
}
