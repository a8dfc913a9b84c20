import { intlLocale, type Lang } from "../../locales/i18n";

const UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** Spec section 9: a file size in Bytes, KB, MB or GB (1024 steps), digits in the admin's locale. */
export function formatSize(bytes: number | null | undefined, lang: Lang): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: unit === 0 ? 0 : 2 }).format(value);
  return `${number} ${UNITS[unit]}`;
}

// ar-SA as the spec says, on the Gregorian calendar: these are business dates, not Hijri ones.
// No fixed time zone: the admin reads times in their own clock.
const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, withTime: boolean) {
  const key = `${lang}:${withTime}`;
  let f = cache.get(key);
  if (!f) {
    const time: Intl.DateTimeFormatOptions = withTime ? { hour: "numeric", minute: "2-digit" } : {};
    f = new Intl.DateTimeFormat(intlLocale(lang), { calendar: "gregory", year: "numeric", month: "long", day: "numeric", ...time });
    cache.set(key, f);
  }
  return f;
}

const parse = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** A day ("١٥ مايو ٢٠٢٥"): creation and registration dates. */
export const formatDay = (value: string | null | undefined, lang: Lang) => {
  const d = parse(value);
  return d ? formatter(lang, false).format(d) : "";
};

/** A day and a time: activity, logins, messages. */
export const formatDateTime = (value: string | null | undefined, lang: Lang) => {
  const d = parse(value);
  return d ? formatter(lang, true).format(d) : "";
};

/** A WhatsApp chat link for a number as people type it ("+963 944-111 222", "00963..."). */
export function whatsappLink(number: string | null | undefined): string | null {
  const digits = (number ?? "").replace(/\D/g, "").replace(/^00/, "");
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}

/** A count in the admin's digits (Arabic-Indic in Arabic), so it matches the dates beside it. */
export const formatNumber = (n: number, lang: Lang) => new Intl.NumberFormat(intlLocale(lang)).format(n);
