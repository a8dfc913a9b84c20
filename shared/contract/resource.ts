import type { z } from "zod";

/**
 * A row as the API shows it: every column under its own name but the folded search key
 * (`search_key`, kept by the database for the admin's search, db/search-key.ts), which no answer
 * carries. A resource's answer is `apiRow(row)` plus its computed fields.
 */
export type ApiRow<Row extends { search_key: string }> = Omit<Row, "search_key">;

export const apiRow = <Row extends { search_key: string }>({ search_key: _searchKey, ...own }: Row): ApiRow<Row> => own;

/**
 * The body for creating an item: `body` with `defaults` filling the fields a client may leave out
 * (so they are optional in what a client sends and always there after validation).
 */
export const withDefaults = <Shape extends Record<string, z.ZodType>, Defaults extends { [K in keyof Shape]?: z.output<Shape[K]> }>(body: z.ZodObject<Shape>, defaults: Defaults) =>
  body.extend(Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, body.shape[key].default(value)]))) as unknown as z.ZodObject<{
    [K in keyof Shape]: K extends keyof Defaults ? z.ZodDefault<Shape[K]> : Shape[K];
  }>;

/** The columns the server alone writes in every table with timestamps: a body `.omit`s them. */
export const serverColumns = { id: true, created_at: true, updated_at: true, search_key: true } as const;
