import { text } from "drizzle-orm/sqlite-core";

/**
 * Arabic-aware search. People type the same word many ways: with or without short vowels
 * (diacritics), with any of the alef forms (أ إ آ ٱ ا), ta marbuta or ha at the end (ة ه), alef
 * maqsura or ya (ى ي), hamza carriers (ؤ ئ), a stretching tatweel (ـ), and numbers in
 * Arabic-Indic (٣) or Western (3) digits. Both the stored text and the typed query are folded to
 * one spelling by the same table, so "ابو ١٢" finds "أبو 12".
 *
 * The stored side is a `search_key` column kept by triggers (SQL below: SQLite folds it on every
 * write, so no code path can forget it) with an index over it; the query side is `foldSearch` in
 * JavaScript. Both read the same fold table, so they cannot drift apart.
 */
const diacritics = ["\u064B", "\u064C", "\u064D", "\u064E", "\u064F", "\u0650", "\u0651", "\u0652", "\u0653", "\u0654", "\u0655", "\u0670", "\u0640"];
const arabicIndic = "٠١٢٣٤٥٦٧٨٩";

/** Letters and marks; the digits are folded in a first stage (see `searchTriggersSql`). */
const letterFolds: [from: string, to: string][] = [
  ...diacritics.map((d): [string, string] => [d, ""]),
  ["أ", "ا"],
  ["إ", "ا"],
  ["آ", "ا"],
  ["ٱ", "ا"],
  ["ة", "ه"],
  ["ى", "ي"],
  ["ؤ", "و"],
  ["ئ", "ي"],
];
const digitFolds = [...arabicIndic].map((d, i): [string, string] => [d, String(i)]);

export const folds = [...digitFolds, ...letterFolds];
const foldMap = new Map(folds);

/** The query side: the same folding as the stored keys, plus lower case and trimmed spaces. */
export function foldSearch(text: string): string {
  let out = "";
  for (const ch of text.toLowerCase()) out += foldMap.get(ch) ?? ch;
  return out.replace(/\s+/g, " ").trim();
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const replaceAll = (expr: string, pairs: [string, string][]) => pairs.reduce((e, [from, to]) => `replace(${e}, ${quote(from)}, ${quote(to)})`, expr);

/**
 * The search key column: a plain text column, filled by triggers (see `searchTriggersSql`), so
 * its index holds the folded text itself and a substring search scans only that narrow index.
 */
export const searchColumns = () => ({ search_key: text("search_key").notNull().default("") });

/**
 * The triggers that keep `search_key` folded from `columns` on every insert and on every update
 * of those columns, plus a backfill of existing rows. The folding runs in two UPDATEs (digits,
 * then marks and letters) because SQLite's parser refuses replace() nested much deeper than 25.
 * Written into the migration; `db/search-key.test.ts` checks the migration matches this table.
 */
export function searchTriggersSql(table: string, columns: string[]): string[] {
  const joined = `lower(${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`;
  const fill = (where: string) => [
    `UPDATE ${table} SET search_key = ${replaceAll(joined, digitFolds)} WHERE ${where};`,
    `UPDATE ${table} SET search_key = ${replaceAll("search_key", letterFolds)} WHERE ${where};`,
  ];
  const onRow = fill("rowid = NEW.rowid").join(" ");
  return [
    `CREATE TRIGGER ${table}_search_ai AFTER INSERT ON ${table} BEGIN ${onRow} END;`,
    `CREATE TRIGGER ${table}_search_au AFTER UPDATE OF ${columns.join(", ")} ON ${table} BEGIN ${onRow} END;`,
    ...fill("1"),
  ];
}

/** Every table with a search key and the columns folded into it (the migration is built from this). */
export const searchedColumns: Record<string, string[]> = {
  qr_businesses: ["business_name", "email", "phone", "unique_id"],
  qr_users: ["username", "email", "phone"],
  blog_posts: ["title_ar", "title_en"],
  services: ["title_ar", "title_en"],
  portfolio_projects: ["title_ar", "title_en", "client"],
  gallery_images: ["title", "alt_text"],
  contact_messages: ["name", "email", "phone"],
  admin_users: ["username", "email"],
  audit_log: ["actor_name", "details", "entity_id"],
};
