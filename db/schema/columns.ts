import { integer, text } from "drizzle-orm/sqlite-core";

/** ISO 8601 UTC timestamp, the one time format the API speaks. */
export const nowIso = () => new Date().toISOString();

export const id = () => integer("id").primaryKey({ autoIncrement: true });

/** created_at / updated_at, spread into every table that has a lifecycle. */
export const timestamps = {
  created_at: text("created_at").notNull().$defaultFn(nowIso),
  updated_at: text("updated_at").notNull().$defaultFn(nowIso).$onUpdateFn(nowIso),
};

export const flag = (name: string, fallback: boolean) =>
  integer(name, { mode: "boolean" }).notNull().default(fallback);

export const orderIndex = () => integer("order_index").notNull().default(0);
