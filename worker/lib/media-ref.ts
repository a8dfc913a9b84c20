import { mediaUrl } from "../blob/blob-store";

/**
 * Image addresses and our stored uploads. A listing may only show uploads its owner made, and
 * that is decided by the stored blob key an address leads to, never by comparing the address
 * as a string: `/./media/KEY`, `/%6dedia/KEY`, `/images/../media/KEY` and
 * `http://another-name-of-this-server/media/KEY` all lead a browser (and the router, which
 * decodes the path once) to `/media/KEY`.
 */

export type MediaRef =
  /** Leads to no upload path: an image elsewhere, or a public file of the site. */
  | { kind: "other" }
  /** Leads to `/media/{key}`; `canonical` when written exactly so (a relative `/media/{key}`). */
  | { kind: "media"; key: string; canonical: boolean }
  /** Cannot be read safely (a malformed escape): refused. */
  | { kind: "unreadable" };

/**
 * Where an image address leads among our uploads: parsed as a browser would (relative to any
 * host, dot segments resolved), its path decoded once as the router does, dot segments resolved
 * again, and read as `/media/{key}`. The key is lower-cased, as all stored keys are.
 */
export function mediaRefOf(address: string): MediaRef {
  let path: string;
  try {
    const parsed = new URL(address.trim(), "http://relative.invalid");
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { kind: "other" };
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return { kind: "unreadable" };
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  if (segments.length < 2 || segments[segments.length - 2].toLowerCase() !== "media") return { kind: "other" };
  const key = segments[segments.length - 1].toLowerCase();
  return { kind: "media", key, canonical: address === mediaUrl(key) };
}
