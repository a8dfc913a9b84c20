/**
 * Numbered table codes: a café prints one code per table, each opening the listing with its
 * table's number (`?src=qr&t=7`). The rules both the server and the pages read.
 */

/** The highest table number: three digits, more than any café in town has tables. */
export const MAX_TABLE = 999;

/** The most codes one table sheet draws: nine A4 sheets, and a bounded amount of drawing. */
export const MAX_TABLE_CODES = 100;

/** How many codes fit on one A4 sheet of table codes (3 across, 4 down). */
export const TABLE_CODES_PER_SHEET = 12;

/**
 * The table a query value names: only a whole number from 1 to 999 written plainly ("7", never
 * "07", "7.0" or "+7"). Anything else is no table at all, which also keeps the page cache to at
 * most one copy of a page per real table.
 */
export function tableNumberOf(value: unknown): number | null {
  return typeof value === "string" && /^[1-9]\d{0,2}$/.test(value) ? Number(value) : null;
}
