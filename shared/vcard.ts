/**
 * A listing as a vCard 3.0 (RFC 2426; the version every phone's contacts app imports), so a
 * visitor can keep a business in their address book. Text is escaped (backslash, comma,
 * semicolon, newline), so no value can end its line and smuggle in a property of its own, and
 * lines are folded at 75 octets without splitting a UTF-8 character.
 */

/** The country of every listing's address, in the card's ADR (listings are in Syria). */
const SYRIA = "Syria";

export interface VCardInput {
  name: string;
  category?: string | null;
  description?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  email?: string | null;
  address?: string | null;
  /** The town, the ADR's locality; the country is Syria's ("SY") whenever an address is given. */
  city?: string | null;
  /** Where the place is (degrees), the card's GEO. */
  position?: { latitude: number; longitude: number } | null;
  website?: string | null;
  pageUrl: string;
  socials?: { type: string; url: string | null | undefined }[];
  /** Absolute address of the business's picture (its logo): a JPEG or PNG, which every contacts app reads. */
  photoUrl?: string | null;
}

/** Escapes a TEXT value (RFC 2426 section 4). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/\r\n?|\n/g, "\\n")
    .replace(/[,;]/g, (c) => `\\${c}`)
    .replace(/\t/g, " ")
    // Other control characters have no place in a contact card.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");

/** URIs are not escaped like text, but may never break a line either. */
// eslint-disable-next-line no-control-regex
const cleanUri = (value: string) => value.replace(/[\u0000-\u001f\u007f\s]+/g, "");

const encoder = new TextEncoder();

/** Folds a content line into chunks of at most 75 octets, continued by CRLF and a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length ? 74 : 75;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The whole card, CRLF line endings as the format requires. */
export function buildVCard(v: VCardInput): string {
  const lines = ["BEGIN:VCARD", "VERSION:3.0"];
  const name = escapeText(v.name.trim());
  lines.push(`FN:${name}`, `N:${name};;;;`, `ORG:${name}`);
  // Apple's contacts app shows the card as a company rather than a person.
  lines.push("X-ABSHOWAS:COMPANY");
  if (v.category?.trim()) lines.push(`TITLE:${escapeText(v.category.trim())}`);
  if (v.phone?.trim()) lines.push(`TEL;TYPE=WORK,VOICE:${escapeText(v.phone.trim())}`);
  if (v.whatsapp?.trim() && v.whatsapp.replace(/\D/g, "") !== v.phone?.replace(/\D/g, "")) {
    lines.push(`TEL;TYPE=CELL:${escapeText(v.whatsapp.trim())}`);
  }
  if (v.email?.trim()) lines.push(`EMAIL;TYPE=INTERNET,WORK:${escapeText(v.email.trim())}`);
  // ADR: post box; extended; street; locality; region; postal code; country.
  if (v.address?.trim() || v.city?.trim()) lines.push(`ADR;TYPE=WORK:;;${escapeText(v.address?.trim() ?? "")};${escapeText(v.city?.trim() ?? "")};;;${escapeText(SYRIA)}`);
  if (v.position) lines.push(`GEO:${v.position.latitude};${v.position.longitude}`);
  if (v.website?.trim()) lines.push(`URL;TYPE=WORK:${cleanUri(v.website)}`);
  lines.push(`URL:${cleanUri(v.pageUrl)}`);
  for (const s of v.socials ?? []) if (s.url?.trim()) lines.push(`X-SOCIALPROFILE;TYPE=${s.type}:${cleanUri(s.url)}`);
  if (v.description?.trim()) lines.push(`NOTE:${escapeText(v.description.trim())}`);
  const photoType = v.photoUrl && /\.(jpe?g|png)$/i.exec(new URL(v.photoUrl).pathname)?.[1];
  if (v.photoUrl && photoType) lines.push(`PHOTO;VALUE=URI;TYPE=${photoType.toLowerCase() === "png" ? "PNG" : "JPEG"}:${cleanUri(v.photoUrl)}`);
  lines.push("END:VCARD");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A file name for a download: the business name without characters file systems refuse. */
export function safeFileName(name: string, fallback = "business") {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 80)
    .trim();
  return cleaned || fallback;
}

/** Content-Disposition for a download named in any script, with an ASCII fallback. */
export function attachmentHeader(fileName: string, asciiFallback: string) {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
