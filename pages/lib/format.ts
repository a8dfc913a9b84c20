import { intlLocale, type Lang } from "../../locales/i18n";

/** Minutes to read: words / 200 rounded up; missing content reads as 1 minute (spec section 9). */
export function readTimeMinutes(content: string | null | undefined): number {
  const words = content?.trim() ? content.trim().split(/\s+/).length : 0;
  return Math.max(1, Math.ceil(words / 200));
}

// ar-SA as the spec says, on the Gregorian calendar: these are business dates, not Hijri ones.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, options: Intl.DateTimeFormatOptions) {
  const key = `${lang}:${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(intlLocale(lang), { calendar: "gregory", timeZone: "UTC", ...options })));
  return f;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

/** Long month and year, for portfolio projects ("May 2024", "مايو ٢٠٢٤"). */
export const formatMonthYear = (value: string | Date, lang: Lang) => {
  const d = toDate(value);
  return valid(d) ? formatter(lang, { year: "numeric", month: "long" }).format(d) : "";
};

/** Year, month and day, for blog posts. */
export const formatDate = (value: string | Date, lang: Lang) => {
  const d = toDate(value);
  return valid(d) ? formatter(lang, { year: "numeric", month: "long", day: "numeric" }).format(d) : "";
};

/** The first `max` tags and how many more there are ("+N"). */
export function overflowTags<T>(tags: readonly T[], max = 3) {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
