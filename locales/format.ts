import { intlLocale, type Lang } from "./i18n";

/*
 * Every quantity, count and date the product shows goes through these formatters, on the server
 * and in the islands alike, so one screen never mixes two digit systems: Arabic-Indic digits in
 * Arabic (the ar-SA locale, on the Gregorian calendar: business dates, not Hijri ones), Western
 * digits in English. Identifiers (phone numbers, e-mails, addresses, usernames) are not numbers:
 * they stay as typed.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}) {
  const key = `n:${lang}:${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(intlLocale(lang), options)));
  return f;
}
function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions) {
  const key = `d:${lang}:${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale(lang), { calendar: "gregory", ...options })));
  return f;
}

/** A count or quantity ("١٬٢٤٠" in Arabic, "1,240" in English). */
export const formatNumber = (n: number, lang: Lang, options?: Intl.NumberFormatOptions) => numberFormat(lang, options).format(n);

/** A year, without a thousands separator ("٢٠١٥", "2015"). */
export const formatYear = (year: number, lang: Lang) => numberFormat(lang, { useGrouping: false }).format(year);

/**
 * "At least n", as the agency's figures read: "10+" in English; in Arabic the plus comes first in
 * reading order ("+١٠", drawn to the right of the number).
 */
export const formatAtLeast = (n: number, lang: Lang) => (lang === "ar" ? `+${formatNumber(n, lang)}` : `${formatNumber(n, lang)}+`);

/** A percentage given as 0-100 ("١٠٠٪", "100%"). */
export const formatPercent = (n: number, lang: Lang) => numberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(n / 100);

const UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** A file size in Bytes, KB, MB or GB (1024 steps). */
export function formatSize(bytes: number | null | undefined, lang: Lang): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, lang, { maximumFractionDigits: unit === 0 ? 0 : 2 })} ${UNITS[unit]}`;
}

/** Width by height of an image, in pixels ("١٢٠٠ × ٩٠٠"). */
export const formatDimensions = (d: { width: number; height: number }, lang: Lang) =>
  `${formatNumber(d.width, lang, { useGrouping: false })} × ${formatNumber(d.height, lang, { useGrouping: false })}`;

const toDate = (value: string | Date | null | undefined) => {
  const d = value instanceof Date ? value : value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

interface DateOptions {
  /**
   * Read the date in UTC. Server-rendered pages use it, so the same page reads the same for
   * everyone and the islands that hydrate it print the same text; the admin and owner screens
   * read times on the person's own clock.
   */
  utc?: boolean;
}
const zone = (o?: DateOptions): Intl.DateTimeFormatOptions => (o?.utc ? { timeZone: "UTC" } : {});

/** Day, month and year ("٢ أكتوبر ٢٠٢٥", "October 2, 2025"); empty for a missing or bad date. */
export function formatDate(value: string | Date | null | undefined, lang: Lang, options?: DateOptions) {
  const d = toDate(value);
  return d ? dateFormat(lang, { year: "numeric", month: "long", day: "numeric", ...zone(options) }).format(d) : "";
}

/** Month and year, for portfolio projects ("مايو ٢٠٢٤", "May 2024"). */
export function formatMonthYear(value: string | Date | null | undefined, lang: Lang, options?: DateOptions) {
  const d = toDate(value);
  return d ? dateFormat(lang, { year: "numeric", month: "long", ...zone(options) }).format(d) : "";
}

/** A day and a time: activity, logins, messages. */
export function formatDateTime(value: string | Date | null | undefined, lang: Lang, options?: DateOptions) {
  const d = toDate(value);
  return d ? dateFormat(lang, { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", ...zone(options) }).format(d) : "";
}

/** A time of day on the person's clock ("٢:٠٥ م", "2:05 PM"): when something was just saved. */
export function formatTime(value: string | number | Date | null | undefined, lang: Lang, options?: DateOptions) {
  const d = toDate(typeof value === "number" ? new Date(value) : value);
  return d ? dateFormat(lang, { hour: "numeric", minute: "2-digit", ...zone(options) }).format(d) : "";
}

/** A short day and month, for chart labels ("٣ نوفمبر", "Nov 3"). */
export function formatShortDay(value: string | Date | null | undefined, lang: Lang, options?: DateOptions) {
  const d = toDate(value);
  return d ? dateFormat(lang, { month: "short", day: "numeric", ...zone(options) }).format(d) : "";
}
