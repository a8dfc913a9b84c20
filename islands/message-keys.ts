/**
 * The locale keys each island's props carry (a page picks them from the whole table with
 * pickMessages, so an island ships only the strings it shows). Kept apart from the components so
 * each island's module exports components only, as React Fast Refresh needs to swap it in place.
 */

/** The header's language switch. */
export const langToggleKeys = ["lang.toggle", "lang.switchTo", "lang.switching"] as const;

/** The header's theme switch. */
export const themeToggleKeys = ["theme.toDark", "theme.toLight"] as const;

/**
 * What an owner is told of a decision (shared/owner-notice.ts): the owner's dashboard lists the
 * notices in its language; the admin writes the WhatsApp message in either.
 */
export const ownerNoticeKeys = ["ownerNotice"] as const;

/** The landing page's contact form. */
export const contactFormKeys = ["contactForm"] as const;

/**
 * The admin app: its own namespace, the scan-trend chart and the code design it shares with the
 * owner's screens, the photo uploader's words it shares with the owner's form (preparing,
 * uploading, retry: islands/lib/photo-status.tsx), and the two toggles in its header.
 */
export const adminAppKeys = [
  "admin",
  "qr.trend",
  "qr.design",
  "photo",
  "openingHours",
  "menu.diff",
  "menu.page",
  "menu.currency",
  "menu.tags",
  "menu.editor.openMenu",
  // Ordering by WhatsApp, as the listing's edit, its preview and the review name it.
  "menu.order.setting",
  ...langToggleKeys,
  ...themeToggleKeys,
] as const;
