/**
 * How a kept listing page is shown when the line is down: the same HTML, marked as a saved copy
 * and carrying the moment it was saved. The worker does it (not the page's script), so the note
 * shows even before, or without, the page's scripts; the page's own stylesheet shows the note
 * once the mark is there (pages/components/offline-kit.tsx).
 *
 * Nothing else of the page changes: its scripts keep the nonce its own Content-Security-Policy
 * header names, since the copy is served with the headers it was saved with.
 */

import type { Lang } from "./routes";

/** The attribute on <html> that says "this is a saved copy": its value is when it was saved (ms). */
export const OFFLINE_COPY_ATTR = "data-offline-copy";

/** The empty <time> of the note that receives the saving moment. */
const timeSlot = /<time\b([^>]*\bdata-part="offline-time"[^>]*)><\/time>/;

/**
 * The saving moment in the page's language: day, month and time, in the phone's time zone;
 * in Arabic with Arabic-Indic digits and the Gregorian calendar (as the page's opening hours).
 */
export function formatSavedAt(savedAt: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-SA" : "en-US", {
    calendar: "gregory",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
  }).format(savedAt);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page's language, from its <html lang>. */
export const langOfHtml = (html: string): Lang => (/<html\b[^>]*\blang="en"/.test(html) ? "en" : "ar");

/** The kept page's HTML as the visitor sees it offline: marked, and its note's time written in. */
export function markSavedCopy(html: string, savedAt: number): string {
  const when = escapeHtml(formatSavedAt(savedAt, langOfHtml(html)));
  const iso = new Date(savedAt).toISOString();
  return html
    .replace(/<html\b/, `<html ${OFFLINE_COPY_ATTR}="${savedAt}"`)
    .replace(timeSlot, (_, attrs: string) => `<time${attrs} datetime="${iso}">${when}</time>`);
}
