import type { z } from "zod";

/**
 * The columns every table shares (the timestamps and the folded search key, named in
 * db/schema/columns.ts and db/search-key.ts) still have camelCase keys, while the API calls the
 * timestamps `created_at` and `updated_at` and never shows the search key. `ApiRow` is a row as
 * the API shows it; `apiRow` turns a row into one. A resource's answer is then `apiRow(row)`
 * plus its computed fields.
 */
interface SharedColumns {
  createdAt: string;
  updatedAt: string;
  searchKey: string;
}

export type ApiRow<Row extends SharedColumns> = Omit<Row, keyof SharedColumns> & { created_at: string; updated_at: string };

export const apiRow = <Row extends SharedColumns>({ createdAt, updatedAt, searchKey: _searchKey, ...own }: Row): ApiRow<Row> => ({
  ...own,
  created_at: createdAt,
  updated_at: updatedAt,
});

/**
 * The body for creating an item: `body` with `defaults` filling the fields a client may leave out
 * (so they are optional in what a client sends and always there after validation).
 */
export const withDefaults = <Shape extends Record<string, z.ZodType>, Defaults extends { [K in keyof Shape]?: z.output<Shape[K]> }>(body: z.ZodObject<Shape>, defaults: Defaults) =>
  body.extend(Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, body.shape[key].default(value)]))) as unknown as z.ZodObject<{
    [K in keyof Shape]: K extends keyof Defaults ? z.ZodDefault<Shape[K]> : Shape[K];
  }>;

/** The columns the server alone writes in every table with timestamps: a body `.omit`s them. */
export const serverColumns = { id: true, createdAt: true, updatedAt: true, searchKey: true } as const;
