import rosetta from "rosetta";

export const languages = ["ar", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "ar";

/** A locale table: nested objects of strings, addressed by dotted keys. */
export type Messages = { [key: string]: string | Messages };
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export const isLang = (value: unknown): value is Lang => value === "ar" || value === "en";
export const toLang = (value: unknown): Lang => (isLang(value) ? value : defaultLang);
export const dirOf = (lang: Lang) => (lang === "ar" ? "rtl" : "ltr");
export const otherLang = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");
/** BCP 47 locale for Intl formatting (ar-SA and en-US). */
export const intlLocale = (lang: Lang) => (lang === "ar" ? "ar-SA" : "en-US");

/**
 * The key of a count's plural form, `${key}.${form}`, by the language's own rules (Intl): Arabic
 * has six forms (zero, one, two, few for 3 to 10, many for 11 to 99, other), English two. Both
 * catalogues hold all six under such a key, so their key sets stay the same.
 */
export const pluralKey = (key: string, count: number, lang: Lang) => `${key}.${new Intl.PluralRules(intlLocale(lang)).select(count)}`;

/**
 * A translator bound to one language. A fresh rosetta instance per call, never a shared one
 * switched per request: one isolate serves many requests at once. Numbers given as parameters
 * are written in the language's digits ("{{minutes}} دقيقة" reads "٥ دقيقة"); a parameter named
 * `year` without a thousands separator. Identifiers (phone numbers) go as strings, untouched.
 */
export function createT(table: Messages, lang: Lang): Translate {
  const i18n = rosetta<Messages>({ [lang]: table });
  i18n.locale(lang);
  const digits = new Intl.NumberFormat(intlLocale(lang));
  const year = new Intl.NumberFormat(intlLocale(lang), { useGrouping: false });
  return (key, params) => {
    const localized = params && Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "number" ? (k === "year" ? year.format(v) : digits.format(v)) : v]));
    const value = i18n.t(key, localized);
    return typeof value === "string" && value !== "" ? value : `Missing translation: ${key}`;
  };
}

/** The subset of a table an island needs, so each island ships only its own strings. */
export function pickMessages(table: Messages, keys: readonly string[]): Messages {
  const out: Messages = {};
  for (const key of keys) {
    const value = lookup(table, key);
    if (value === undefined) continue;
    const parts = key.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Messages;
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

function lookup(table: Messages, key: string): string | Messages | undefined {
  let node: string | Messages | undefined = table;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return node;
}
