import { type AnySQLiteColumn, integer, text } from "drizzle-orm/sqlite-core";

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

/**
 * The id of the row this one belongs to (a project's image, a listing's scans): required, and
 * when that row is deleted, this one goes with it.
 */
export const parentId = (name: string, parent: () => AnySQLiteColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });

/** A required text in both languages: `<name>_ar` and `<name>_en` columns. */
export const bilingual = <N extends string>(name: N) => {
  const required = (column: string) => text(column).notNull();
  return { [`${name}_ar`]: required(`${name}_ar`), [`${name}_en`]: required(`${name}_en`) } as Record<
    `${N}_ar` | `${N}_en`,
    ReturnType<typeof required>
  >;
};

/**
 * What an admin and a QR owner both sign in with: the username as typed, the same name folded
 * (`username_key`, unique, so "Sara" and "sara" cannot both exist), and an e-mail address.
 */
export const accountColumns = () => ({
  username: text("username").notNull(),
  username_key: text("username_key").notNull().unique(),
  email: text("email").notNull(),
});
