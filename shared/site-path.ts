/** Starts like a path on this site (one slash; two would name another host). */
export const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//");

/**
 * A path on this site in its one plain form: absolute, no empty, `.` or `..` segments, no
 * backslash, query or fragment, and percent-escapes only for non-ASCII bytes (an escaped ASCII
 * letter or slash is another spelling of a plain path). Exactly what a URL parser leaves as is.
 */
export function isCanonicalPath(path: string): boolean {
  if (!/^(\/[A-Za-z0-9_\-.~%]+)+$/.test(path)) return false;
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return false;
  if (/%(?![89a-fA-F][0-9a-fA-F])/.test(path)) return false;
  try {
    return new URL(path, "http://canonical.invalid").pathname === path;
  } catch {
    return false;
  }
}
