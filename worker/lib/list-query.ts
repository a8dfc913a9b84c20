import type { Context } from "hono";
import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { foldSearch } from "../../db/search-key";
import { isoDate, optionalText } from "../../shared/contract/fields";

/** Rows per page when the caller does not say, and the most one page may hold. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

const westernDigits = (v: unknown) => (typeof v === "string" ? v.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)) : v);

/** A whole number from a query string (either digit system), within bounds. */
const queryInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => {
      const s = westernDigits(v);
      return typeof s === "string" && /^\d{1,9}$/.test(s) ? Number(s) : s;
    },
    z.number(message).int(message).min(min, message).max(max, message),
  );

/** An optional positive id in a query string (`owner_id=12`). */
export const queryId = () => z.preprocess((v) => (v === "" ? undefined : v), queryInt(1, 2_147_483_647, "validation.number").optional());

/**
 * The query every admin list takes: `limit` (1 to 200, default 50), `page` (from 1), `q` (search,
 * folded for Arabic), `sort` (one of the list's sort keys, `-` first for descending; newest first
 * by default) plus the list's own filters. Unknown sort keys and out-of-range numbers are a 400.
 */
export function listQuery<const Sorts extends readonly [string, ...string[]], Shape extends z.ZodRawShape>(
  sorts: Sorts,
  defaultSort: NoInfer<Sorts[number] | `-${Sorts[number]}`>,
  filters: Shape,
) {
  const sortValues = sorts.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];
  return z.object({
    limit: queryInt(1, MAX_LIMIT, "validation.pageSize").default(DEFAULT_LIMIT),
    page: queryInt(1, 1_000_000, "validation.number").default(1),
    q: optionalText(100),
    // `search` is the name the first screens used; `q` wins when both are sent.
    search: optionalText(100),
    sort: z.enum(sortValues).default(defaultSort) as z.ZodDefault<z.ZodType<Sorts[number] | `-${Sorts[number]}`>>,
    ...filters,
  });
}

export interface PageParams {
  limit: number;
  page: number;
  q: string;
  search: string;
  sort: string;
}

/** The folded search term of a list query, or undefined when none was typed. */
export const searchTermOf = (p: Pick<PageParams, "q" | "search">) => foldSearch(p.q || p.search) || undefined;

/**
 * A substring match on a folded search key. instr() rather than LIKE, so `%` and `_` typed into a
 * search box are plain text. The key's index is narrow, so SQLite scans it instead of the rows.
 */
export const matches = (searchKey: AnyColumn, term: string) => sql`instr(${searchKey}, ${term}) > 0`;

/** ORDER BY for a sort value: the named column, then the id, in the same direction (stable pages). */
export function orderOf(sort: string, columns: Record<string, AnyColumn>, id: AnyColumn): SQL[] {
  const descending = sort.startsWith("-");
  const column = columns[descending ? sort.slice(1) : sort];
  const dir = descending ? desc : asc;
  return [dir(column), dir(id)];
}

export const offsetOf = (p: Pick<PageParams, "limit" | "page">) => (p.page - 1) * p.limit;

export interface PageMeta {
  total: number;
  page: number;
  limit: number;
  pages: number;
  sort: string;
  q: string;
}

export const pageMeta = (total: number, p: PageParams): PageMeta => ({
  total,
  page: p.page,
  limit: p.limit,
  pages: Math.max(1, Math.ceil(total / p.limit)),
  sort: p.sort,
  q: p.q || p.search,
});

/** `{ success: true, data: rows, meta: { total, page, limit, pages, sort, q } }`. */
export const okPage = <T>(c: Context, rows: T[], meta: PageMeta) => c.json({ success: true as const, data: rows, meta }, 200);

/** An optional date filter (`from`, `to`) as YYYY-MM-DD. */
export const optionalDate = () => z.preprocess((v) => (v === "" ? undefined : westernDigits(v)), isoDate().optional());
