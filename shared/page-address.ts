import type { Lang } from "../locales/i18n";

/**
 * The one address of a public page in each language, which its `canonical` link, its hreflang
 * alternates, its `og:url` and the sitemap all use (docs/addresses.md):
 * - Arabic, the site's first language, is the bare address (`/blog`): also the `x-default`, the one
 *   a reader without a chosen language gets;
 * - English is the same address with `?lang=en`.
 * `?lang=ar` still works (it remembers the choice), but names the bare address as its canonical.
 * Other query parameters of `path` (a table's `?t=`) are kept.
 */
export function pageAddress(origin: string, path: string, lang: Lang = "ar"): string {
  const url = new URL(path, origin);
  if (lang === "ar") url.searchParams.delete("lang");
  else url.searchParams.set("lang", lang);
  return url.toString();
}

/** The alternates every language version of a page names: each language, and the default (Arabic's). */
export const pageAlternates = (origin: string, path: string) =>
  [
    ["ar", pageAddress(origin, path, "ar")],
    ["en", pageAddress(origin, path, "en")],
    ["x-default", pageAddress(origin, path, "ar")],
  ] as const;
