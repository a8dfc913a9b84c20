/**
 * The language link and the theme form, enhanced. Both work without any script: the link is
 * `?lang=xx` (the server renders that language and remembers it in a cookie) and the theme form
 * posts to `/theme` (the server sets the cookie and sends the visitor back). With this script:
 * - the language link shows a full-screen overlay with a spinner on the document's body (never
 *   inside the header, whose backdrop filter would trap a fixed element), switches after one
 *   second, and keeps the reader where they were on the page;
 * - the theme flips at once, without a reload.
 * Plain DOM code, no React: the public pages run it before (or without) any React. It listens on
 * the document, so it also serves the toggles that React islands render.
 */
import { rememberPreference } from "./prefs";

/** The language flips one second after the tap, behind the overlay. */
export const SWITCH_DELAY_MS = 1000;
const SPOT_KEY = "reading-spot";
/** How far under the top of the viewport the reader's line is (below the fixed header). */
const READING_LINE = 96;

const installed = new Set<string>();
function once(name: string, install: () => void) {
  if (installed.has(name)) return;
  installed.add(name);
  install();
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Makes every `a[data-lang-switch]` of the page switch behind the overlay. */
export function installLangSwitch() {
  once("lang", () => {
    // localStorage follows what the server rendered (after a `?lang=` link, say).
    rememberPreference("language", document.documentElement.lang);
    let switching = false;
    document.addEventListener("click", (e) => {
      const link = (e.target as Element).closest?.<HTMLAnchorElement>("a[data-lang-switch]");
      if (!link || e.defaultPrevented || !plainClick(e)) return;
      e.preventDefault();
      if (switching) return;
      switching = true;
      link.setAttribute("aria-disabled", "true");
      showOverlay();
      rememberPreference("language", link.hreflang);
      rememberSpot();
      setTimeout(() => go(link.href), SWITCH_DELAY_MS);
    });
    // Back to this page from the next one (the back/forward cache): no overlay, ready again.
    addEventListener("pageshow", (e) => {
      if (!e.persisted) return;
      switching = false;
      document.querySelectorAll("[data-lang-overlay-shown]").forEach((el) => el.remove());
      document.querySelectorAll("a[data-lang-switch]").forEach((el) => el.removeAttribute("aria-disabled"));
    });
    restoreSpot();
  });
}

function showOverlay() {
  const overlay = document.querySelector("[data-lang-overlay]")?.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!overlay) return;
  overlay.setAttribute("data-lang-overlay-shown", "");
  overlay.dataset.testid = "lang-overlay";
  // The words go in once the live region is in the page, so screen readers announce them.
  const words = overlay.querySelector("[data-words]");
  const text = words?.textContent ?? "";
  if (words) words.textContent = "";
  document.body.append(overlay);
  requestAnimationFrame(() => words && (words.textContent = text));
}

/**
 * Loads the page in the other language. A page that came from a GET is reloaded under its new
 * address, so the browser puts the reader back at the same scroll position before painting; the
 * answer to a posted form is never posted again, it is simply replaced.
 */
function go(href: string) {
  if (document.documentElement.hasAttribute("data-personal")) return location.replace(href);
  history.replaceState(history.state, "", href);
  location.reload();
}

/**
 * Where the reader is: the section under the reading line and how far into it. The other
 * language's page has the same sections but not the same heights, so the spot is kept as a
 * fraction of the section rather than in pixels.
 */
function rememberSpot() {
  const line = scrollY + READING_LINE;
  let spot: { path: string; y: number; id?: string; ratio?: number } = { path: location.pathname, y: scrollY };
  for (const section of document.querySelectorAll<HTMLElement>("main section[id]")) {
    const top = section.getBoundingClientRect().top + scrollY;
    if (top <= line && top + section.offsetHeight > line) spot = { ...spot, id: section.id, ratio: (line - top) / section.offsetHeight };
  }
  try {
    sessionStorage.setItem(SPOT_KEY, JSON.stringify(spot));
  } catch {
    // No storage: the browser's own scroll restoration still applies.
  }
}

/** Once the page has loaded, moves the reader to the same place in the section, unless they scrolled. */
function restoreSpot() {
  let spot: { path: string; y: number; id?: string; ratio?: number } | null = null;
  try {
    spot = JSON.parse(sessionStorage.getItem(SPOT_KEY) ?? "null");
    sessionStorage.removeItem(SPOT_KEY);
  } catch {
    return;
  }
  if (!spot || spot.path !== location.pathname) return;
  let moved = false;
  const stop = () => (moved = true);
  for (const type of ["wheel", "touchmove", "keydown"]) addEventListener(type, stop, { once: true, passive: true });
  const place = () => {
    if (moved || !spot) return;
    const section = spot.id ? document.getElementById(spot.id) : null;
    const top = section
      ? section.getBoundingClientRect().top + scrollY + (spot.ratio ?? 0) * section.offsetHeight - READING_LINE
      : spot.y;
    if (Math.abs(scrollY - top) > 2) scrollTo({ top, behavior: "instant" });
  };
  place();
  if (document.readyState !== "complete") addEventListener("load", place, { once: true });
}

/** Makes every `form[data-theme-switch]` flip the theme at once instead of posting. */
export function installThemeSwitch() {
  once("theme", () =>
    document.addEventListener("submit", (e) => {
      const form = (e.target as Element).closest?.("form[data-theme-switch]");
      if (!form || e.defaultPrevented) return;
      e.preventDefault();
      applyTheme(document.documentElement.dataset.theme === "light" ? "dark" : "light");
    }),
  );
}

export const THEME_EVENT = "agency:theme";
export const currentTheme = () => (document.documentElement.dataset.theme === "light" ? "light" : "dark");

/** Applies a theme everywhere: the page, storage and cookie, every theme button's words. */
export function applyTheme(theme: "dark" | "light") {
  document.documentElement.dataset.theme = theme;
  rememberPreference("theme", theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme === "dark" ? "#0b0b1a" : "#f7f7fb");
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-theme-switch]")) {
    const next = form.elements.namedItem("theme");
    if (next instanceof HTMLInputElement) next.value = theme === "dark" ? "light" : "dark";
    const button = form.querySelector("button");
    if (!button) continue;
    button.setAttribute("aria-pressed", String(theme === "dark"));
    button.setAttribute("aria-label", (theme === "dark" ? button.dataset.toLight : button.dataset.toDark) ?? "");
  }
  dispatchEvent(new CustomEvent(THEME_EVENT, { detail: theme }));
}
