import { z } from "zod";
import { normalizeDigits } from "../digits";
import { MAX_TABLE, MAX_TABLE_CODES } from "../table-number";

export { MAX_TABLE, MAX_TABLE_CODES } from "../table-number";

/**
 * One end of a range of table codes as typed into the print page's form: a whole number from 1
 * to 999, in either digit system. The message keys are the print page's own, so each says
 * exactly what to fix.
 */
const tableEnd = (fallback: string) =>
  z
    .string()
    .max(12, "qr.print.tables.errors.number")
    .optional()
    .transform((v) => normalizeDigits((v ?? fallback).trim()))
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, "qr.print.tables.errors.number")
        .transform(Number)
        .pipe(z.number().min(1, "qr.print.tables.errors.number").max(MAX_TABLE, "qr.print.tables.errors.number")),
    );

/**
 * `?from=1&to=12` of the table sheet: at most 100 codes, the first not after the last. Left out,
 * the range is tables 1 to 12, one sheet.
 */
export const tableRangeQuery = z
  .object({ from: tableEnd("1"), to: tableEnd("12") })
  .refine((r) => r.from <= r.to, { path: ["to"], message: "qr.print.tables.errors.order" })
  .refine((r) => r.to - r.from < MAX_TABLE_CODES, { path: ["to"], message: "qr.print.tables.errors.tooMany" });

export type TableRange = z.output<typeof tableRangeQuery>;
