/**
 * Web addresses as people type them: "yasmin-cafe.sy", "instagram.com/yasmin.cafe", "@yasmin.cafe".
 * A form that insists on "https://" loses owners at the first field, so both the forms (before
 * checking) and the server (before validating) turn what was typed into a full address with the
 * same function; the server's check then decides, and what it stores is always a full https link.
 */
import { socialPlatforms } from "../db/schema/enums";

export type Platform = (typeof socialPlatforms)[number];

/** Where a platform's profile of a handle lives: base + handle. */
export const profileBase: Record<Platform, string> = {
  facebook: "https://www.facebook.com/",
  instagram: "https://www.instagram.com/",
  twitter: "https://x.com/",
  linkedin: "https://www.linkedin.com/in/",
  youtube: "https://www.youtube.com/@",
  tiktok: "https://www.tiktok.com/@",
};

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
/** A host (with at least one dot) and an optional port and path: what "example.com/x" looks like. */
const hostAndPath = /^[^\s/@:?#]+\.[^\s/@:?#]+(?::\d{1,5})?(?:[/?#]\S*)?$/;
const handle = /^@?([\p{L}\p{N}._-]{1,100})$/u;

/**
 * The full address behind what was typed. With a `platform` (the field of that network), a
 * handle (`@name`, or a name with no slash) becomes the profile's address. A bare host gets
 * `https://`. Anything else comes back trimmed, as it was, for the validation to judge (and
 * refuse with its message): `javascript:`, `mailto:` and `//host` are never turned into links.
 */
export function normalizeWebAddress(typed: string, platform?: Platform): string {
  const v = typed.trim();
  if (!v || hasScheme.test(v) || v.startsWith("/")) return v;
  if (platform) {
    const name = handle.exec(v)?.[1];
    // "yasmin.cafe" in the Instagram field is a handle, not a site; "instagram.com/x" has a slash.
    if (name && (v.startsWith("@") || !/\.(com|net|org)$/i.test(v))) return profileBase[platform] + name;
  }
  return hostAndPath.test(v) ? `https://${v}` : v;
}

/** The platform a listing's link field belongs to (the website has none). */
export const platformOfField = (field: string): Platform | undefined =>
  field === "facebook" || field === "instagram" || field === "twitter" ? field : undefined;
