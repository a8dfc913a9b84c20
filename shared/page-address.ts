import type { Lang } from "../locales/i18n";

/**
 * A page's path: the same in both languages (`/blog`), or one per language where the address
 * carries words of the page's own language (an article's `/blog/{slug}`).
 */
export type PagePath = string | Readonly<Record<Lang, string>>;
export const pathIn = (path: PagePath, lang: Lang) => (typeof path === "string" ? path : path[lang]);

/** An article's path in a language: its slug there (the Arabic one when it has no English), else its number. */
export function postPath(post: { id: number; slug_ar?: string | null; slug_en?: string | null }, lang: Lang): string {
  const slug = (lang === "en" && post.slug_en) || post.slug_ar;
  return `/blog/${slug ? encodeURIComponent(slug) : post.id}`;
}

/** Both of an article's paths. */
export const postPaths = (post: Parameters<typeof postPath>[0]) => ({ ar: postPath(post, "ar"), en: postPath(post, "en") });

/** A case study's path: `/work/{slug}` (the same in both languages), else the older `/portfolio/{id}`. */
export const projectPath = (project: { id: number; slug?: string | null }) =>
  project.slug ? `/work/${encodeURIComponent(project.slug)}` : `/portfolio/${project.id}`;

/**
 * The one address of a public page in each language, which its `canonical` link, its hreflang
 * alternates, its `og:url` and the sitemap all use (docs/addresses.md):
 * - Arabic, the site's first language, is the bare address (`/blog`): also the `x-default`, the one
 *   a reader without a chosen language gets;
 * - English is the same address with `?lang=en`.
 * `?lang=ar` still works (it remembers the choice), but names the bare address as its canonical.
 * Other query parameters of `path` (a table's `?t=`) are kept.
 */
export function pageAddress(origin: string, path: PagePath, lang: Lang = "ar"): string {
  const url = new URL(pathIn(path, lang), origin);
  if (lang === "ar") url.searchParams.delete("lang");
  else url.searchParams.set("lang", lang);
  return url.toString();
}

/** The alternates every language version of a page names: each language, and the default (Arabic's). */
export const pageAlternates = (origin: string, path: PagePath) =>
  [
    ["ar", pageAddress(origin, path, "ar")],
    ["en", pageAddress(origin, path, "en")],
    ["x-default", pageAddress(origin, path, "ar")],
  ] as const;
