/**
 * Every action the server writes to the activity log, and every kind of record it names. The
 * audit functions take only these (worker/services/audit.ts), so a new action must be added here,
 * and a test (shared/activity.test.ts) fails until both languages have words for it: the admin
 * never reads a raw key such as "enable_2fa".
 */
export const auditActions = [
  "create",
  "update",
  "delete",
  "login",
  "register",
  "change_password",
  "reset_password",
  "enable_2fa",
  "disable_2fa",
  "revoke_session",
  "approve",
  "reject",
  "propose",
  "change_prices",
  "approve_revision",
  "reject_revision",
  "publish",
  "unpublish",
  "suspend",
  "reinstate",
  "activate",
  "deactivate",
  "backfill_images",
  "delete_account",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntities = [
  "session",
  "admin_user",
  "blog_post",
  "service",
  "portfolio_project",
  "gallery_image",
  "contact_info",
  "contact_message",
  "social_links",
  "site_settings",
  "qr_business",
  "qr_user",
  "upload",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/**
 * What the server says about an action beyond who, what and which item, when it is not words
 * someone typed (those, a rejection's notes say, are stored as typed). Stored as a small JSON
 * object with a key and numbers, so the activity screen says it in its reader's language with the
 * right plural ("٣ عناصر", "عنصران"), instead of English words fixed at the time of the action.
 */
export type ActivityDetail =
  /** An owner approved along with their listing (approving a pending owner's listing). */
  | { key: "withListing" }
  /** A whole list saved at once: the contact details' items, the social links. */
  | { key: "items"; count: number }
  | { key: "links"; count: number }
  /** One run of the image backfill: images processed and failed, and the upload ids it went through. */
  | { key: "backfill"; processed: number; failed: number; from: number; to: number };

/** The stored text of a detail. */
export const activityDetail = (detail: ActivityDetail): string => JSON.stringify(detail);

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/**
 * The detail stored in a row, when it is one of the above; anything else (notes, a title, a row
 * written before details were stored this way) is null, and is shown as it was stored.
 */
export function parseActivityDetail(details: string | null | undefined): ActivityDetail | null {
  if (!details || !details.startsWith("{")) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(details) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  switch (value.key) {
    case "withListing":
      return { key: "withListing" };
    case "items":
    case "links":
      return isCount(value.count) ? { key: value.key, count: value.count } : null;
    case "backfill":
      return isCount(value.processed) && isCount(value.failed) && isCount(value.from) && isCount(value.to)
        ? { key: "backfill", processed: value.processed, failed: value.failed, from: value.from, to: value.to }
        : null;
    default:
      return null;
  }
}
