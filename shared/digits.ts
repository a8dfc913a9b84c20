/**
 * The one place digits are made Western. People here type numbers with an Arabic keyboard
 * (Arabic-Indic digits, ٠-٩), a Persian or Urdu one (Eastern Arabic-Indic, ۰-۹) or a Latin one, and
 * every phone, WhatsApp number, price, count, time, date and coordinate field takes all three.
 * The server's field rules (shared/contract/) run this before they check a value, so what is
 * stored is always in Western digits; the browser's forms run the same function before their own
 * checks and before sending, so a form never refuses what the server would take.
 */

// U+0660-0669 and U+06F0-06F9: the low four bits of each are the digit's value.
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Invisible direction marks a number picks up when it is copied from Arabic text or a contact
// card (LRM, RLM, the Arabic letter mark, embeddings and isolates): they are never part of it.
const directionMarks = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
// The Arabic comma between two digits, as an Arabic keyboard types "12,500": a Latin comma there.
// (No lookbehind: older Safari cannot parse one, and this runs in every form.)
const commaInNumber = /(\d)\u060C(?=\d)/g;

/**
 * Text with every digit Western: "٠٩٤٤ ١٢٣ ٤٥٦" is "0944 123 456", "۱۲۳" is "123". The Arabic
 * decimal separator (٫) becomes ".", the Arabic thousands separator (٬) is dropped ("١٢٬٥٠٠٫٥" is
 * "12500.5"), an Arabic comma between digits becomes "," and direction marks go. Nothing else
 * changes: letters, spaces, "+", "-", ":" and Western digits stay as they were, so running it twice
 * gives what running it once gave.
 */
export function normalizeDigits(text: string): string {
  return text
    .replace(easternDigits, (c) => String(c.charCodeAt(0) & 0xf))
    .replace(directionMarks, "")
    .replace(/\u066B/g, ".")
    .replace(/\u066C/g, "")
    .replace(commaInNumber, "$1,");
}

/** `normalizeDigits` for a value of any type, as a schema's preprocess step takes it: strings only. */
export const normalizeDigitsOf = (value: unknown): unknown => (typeof value === "string" ? normalizeDigits(value) : value);

/**
 * A number from a string, as a number field of a form sends it ("١٢٥٠٠", " 42 ", "-3.5"); blank
 * text, text that is no number and anything not a string come back as they were, for the
 * schema to refuse or take as it would.
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = normalizeDigits(value).trim();
  return text !== "" && !Number.isNaN(Number(text)) ? Number(text) : value;
}
