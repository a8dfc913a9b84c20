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
