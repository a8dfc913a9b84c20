const YEAR = 60 * 60 * 24 * 365;

/**
 * Remembers a preference in localStorage (where the browser keeps it) and mirrors it in a cookie, so the
 * server renders the right language and theme in the first byte of the next page.
 */
export function rememberPreference(name: "language" | "theme", value: string) {
  try {
    localStorage.setItem(name, value);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
  document.cookie = `${name}=${value}; path=/; max-age=${YEAR}; samesite=lax`;
}
