import { sql, type AnyColumn } from "drizzle-orm";

/**
 * Case-insensitive substring match for the admin's search boxes. instr() rather than LIKE, so a
 * `%` or `_` typed into a search is plain text, not a wildcard.
 */
export const contains = (column: AnyColumn, lowerTerm: string) => sql`instr(lower(${column}), ${lowerTerm}) > 0`;
