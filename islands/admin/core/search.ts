/**
 * Search as an Arabic reader expects: case and diacritics (tashkeel, tatweel) don't matter, and
 * the usual spelling variants match each other (أ إ آ ا, ى ي, ة ه).
 */
export function normalizeSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether every word of the query appears in one of the fields; an empty query matches all. */
export function matchesSearch(query: string, fields: readonly (string | number | null | undefined)[]): boolean {
  const words = normalizeSearch(query).split(" ").filter(Boolean);
  if (!words.length) return true;
  const haystack = normalizeSearch(fields.filter((f) => f !== null && f !== undefined).join(" \u0000 "));
  return words.every((word) => haystack.includes(word));
}
