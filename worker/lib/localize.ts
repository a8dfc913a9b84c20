import type { Lang } from "../../locales/i18n";

/** The text for `lang`, falling back to the other language when that one is empty. */
export const pick = (lang: Lang, ar: string | null | undefined, en: string | null | undefined) =>
  (lang === "en" ? en || ar : ar || en) ?? "";
