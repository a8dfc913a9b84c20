import { dirOf, type Lang } from "../locales/i18n";

/** Minutes to read: words / 200 rounded up; missing content reads as 1 minute. */
export function readTimeMinutes(content: string | null | undefined): number {
  const words = content?.trim() ? content.trim().split(/\s+/).length : 0;
  return Math.max(1, Math.ceil(words / 200));
}

/** The first `max` tags and how many more there are ("+N"). */
export function overflowTags<T>(tags: readonly T[], max = 3) {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

// Scripts written right to left. A letter of any other script (Latin above all) reads left to right.
const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * The way a short text reads when it is shown with `dir="auto"`: that of its first letter
 * ("SEO تحسين" reads left to right, "تصوير" right to left); undefined when it has no letter at
 * all ("+2", "360"), since such a text takes the direction of the line around it.
 */
export function readingDirection(text: string): "rtl" | "ltr" | undefined {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter === undefined ? undefined : rtlLetter.test(letter) ? "rtl" : "ltr";
}

/**
 * A row of tags in the order a page shows them: those that read the page's way first (Arabic
 * tags on an Arabic page), then the others, each group in its given order. An English tag that
 * opens a line of an Arabic page reads as if the line began in English.
 */
export function orderTags(tags: readonly string[], lang: Lang): string[] {
  const foreign = (tag: string) => (readingDirection(tag) ?? dirOf(lang)) !== dirOf(lang);
  return [...tags.filter((tag) => !foreign(tag)), ...tags.filter(foreign)];
}

/**
 * Whether a row of tags starts with a label in the page's language ("التقنيات:"): when any of its
 * tags reads the other way. However the row wraps, each of its lines then starts beside the
 * label, never with a foreign tag at the line's edge.
 */
export function tagsNeedLabel(tags: readonly string[], lang: Lang): boolean {
  return tags.some((tag) => (readingDirection(tag) ?? dirOf(lang)) !== dirOf(lang));
}
