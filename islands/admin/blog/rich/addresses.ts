/**
 * What the editor's link and video boxes take, as plain functions (no editor, no React), so they
 * are tested on their own and the editor, its toolbar and its nodes agree on them.
 *
 * A link leads to a web page (`http:`/`https:`), an e-mail address (`mailto:`) or a phone number
 * (`tel:`); nothing else is accepted, so no `javascript:` or `data:` address ever reaches an
 * article. A video is a YouTube video, kept as its eleven-character id.
 */

/** The schemes a link may use. */
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** A scheme written at the start of an address (`https:`, `javascript:` ...). */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Whether an address, as it is, is one a link may lead to. */
export function isAllowedLink(url: string): boolean {
  if (!url || /\s/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!LINK_SCHEMES.has(parsed.protocol)) return false;
  if (parsed.protocol === "mailto:") return /^[^@\s]+@[^@\s]+$/.test(decoded(parsed.pathname));
  if (parsed.protocol === "tel:") return /^\+?[\d().-]{3,}$/.test(decoded(parsed.pathname));
  // A web address names a host with a dot in it ("localhost" is no page for a reader).
  return parsed.hostname.includes(".");
}

/** An address's part with its %-escapes read (as it was, when one is broken). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * What was typed in the link box as the address the link keeps, or null when it is not one a
 * link may lead to. A bare site ("agency.sy/about") is a web address, a bare e-mail address a
 * `mailto:` link and a bare phone number (digits, spaces, `+`) a `tel:` link, so the usual ways
 * of writing them are all taken as they are meant.
 */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  let url = value;
  if (!HAS_SCHEME.test(value) || /^[^:/]+\.[^:/]+:\d+/.test(value)) {
    if (/^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/.test(value)) url = `mailto:${value}`;
    else if (/^\+?[\d\s().-]{6,}$/.test(value)) url = `tel:${value.replace(/[\s().-]/g, "")}`;
    else if (/^\/\//.test(value)) url = `https:${value}`;
    else url = `https://${value}`;
  } else if (/^tel:/i.test(value)) {
    url = `tel:${value.slice(4).replace(/[\s().-]/g, "")}`;
  }
  return isAllowedLink(url) ? url : null;
}

/** YouTube's video ids: eleven letters, digits, `-` or `_`. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The hosts a YouTube address is written with. */
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);

/**
 * The id of the YouTube video a pasted address (or a bare id) names, or null when it names none:
 * `youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/shorts/ID`, `youtube.com/embed/ID`,
 * `youtube.com/live/ID`, with or without `https://` and `www.`, and whatever follows the id (a
 * start time, a playlist).
 */
export function youtubeId(typed: string): string | null {
  const value = typed.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be" || host === "www.youtu.be") id = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === "watch") id = url.searchParams.get("v");
    else if (["shorts", "embed", "live", "v"].includes(parts[0] ?? "")) id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}
