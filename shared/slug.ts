import { normalizeDigits } from "./digits";

/**
 * The readable part of an article's or a project's address (`/blog/{slug}`), made from its title:
 * letters of any script (Arabic ones stay Arabic), digits in Western form, words joined by `-`.
 * Arabic's short vowels and the stretching mark (tatweel) are dropped, since nobody types them in
 * an address; Latin letters are lowercased. At most 80 characters, cut between words.
 *
 * A slug of digits only is prefixed (`post-2026`), since `/blog/7` is the older address by number.
 */
export const MAX_SLUG = 80;

export function slugify(title: string, fallback = "post"): string {
  const words = normalizeDigits(title.normalize("NFKC"))
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  let slug = words;
  if (slug.length > MAX_SLUG) {
    const cut = slug.slice(0, MAX_SLUG);
    slug = cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut;
  }
  if (!slug) return fallback;
  return /^\d+$/.test(slug) ? `${fallback}-${slug}` : slug;
}

/** Whether `text` is already a slug as `slugify` makes them (what an address may carry). */
export const isSlug = (text: string) => text.length > 0 && slugify(text) === text;
