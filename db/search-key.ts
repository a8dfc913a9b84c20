import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";

/**
 * Arabic-aware search. People type the same word many ways: with or without short vowels
 * (diacritics), with any of the alef forms (أ إ آ ٱ ا), ta marbuta or ha at the end (ة ه), alef
 * maqsura or ya (ى ي), hamza carriers (ؤ ئ), a stretching tatweel (ـ), and numbers in
 * Arabic-Indic (٣) or Western (3) digits. Both the stored text and the typed query are folded to
 * one spelling by the same table, so "ابو ١٢" finds "أبو 12".
 *
 * The stored side is a generated column (SQL below, computed by SQLite itself on every write, so
 * no code path can forget it) with an index over it; the query side is `foldSearch` in
 * JavaScript. Both read `folds`, so they cannot drift apart.
 */
const diacritics = ["\u064B", "\u064C", "\u064D", "\u064E", "\u064F", "\u0650", "\u0651", "\u0652", "\u0653", "\u0654", "\u0655", "\u0670", "\u0640"];
const arabicIndic = "٠١٢٣٤٥٦٧٨٩";

/** Letters and marks; the digits are folded in a first stage (see `searchColumns`). */
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
 * The stored side: two generated columns over plain column names (a generated column may name
 * only columns of its own row). SQLite's parser refuses expressions nested much deeper than 25
 * calls, so the folding runs in two stages: `search_base` (lower case, digits) and `search_key`
 * (marks and letters) over it; only `search_key` is indexed and searched. SQLite's lower() folds
 * ASCII only, which is what e-mails and Latin names need; Arabic has no case.
 */
export function searchColumns(columns: string[]) {
  const joined = `lower(${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`;
  return {
    searchBase: text("search_base").generatedAlwaysAs(sql.raw(replaceAll(joined, digitFolds)), { mode: "virtual" }),
    searchKey: text("search_key").generatedAlwaysAs(sql.raw(replaceAll("search_base", letterFolds)), { mode: "virtual" }),
  };
}
