import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { searchColumns } from "../search-key";
import { childTable } from "./child-table";
import { accountColumns, flag, id, timestamps } from "./columns";
import { adminRoles } from "./enums";

export type AdminRole = (typeof adminRoles)[number];

export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: id(),
    // Uniqueness is case-insensitive: the unique index is on lower(username) (see migration).
    ...accountColumns(),
    password_hash: text("password_hash").notNull(),
    role: text("role", { enum: adminRoles }).notNull().default("admin"),
    is_active: flag("is_active", true),
    last_login: text("last_login"),
    // Base32 TOTP secret: pending until a first code confirms it, then enabled.
    totp_secret: text("totp_secret"),
    totp_enabled: flag("totp_enabled", false),
    // The last time step a code was accepted for, so a code cannot be replayed.
    totp_last_step: integer("totp_last_step"),
    // Set by `npm run admin:reset-password`: the printed password is for one sign-in; until the
    // admin chooses their own, the API answers nothing but the password change (and me, logout).
    one_time_sign_in: flag("one_time_sign_in", false),
    ...timestamps,
    ...searchColumns(),
  },
  (t) => [index("admin_users_search_idx").on(t.search_key)],
);

export const principalKinds = ["admin", "owner"] as const;
export type PrincipalKind = (typeof principalKinds)[number];

/** Bearer sessions of admins and QR owners; only the SHA-256 of the token is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    token_hash: text("token_hash").primaryKey(),
    kind: text("kind", { enum: principalKinds }).notNull(),
    user_id: integer("user_id").notNull(),
    created_at: text("created_at").notNull(),
    last_used_at: text("last_used_at").notNull(),
    expires_at: text("expires_at").notNull(),
    user_agent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.kind, t.user_id)],
);

/** Fixed-window counters for throttling; in the database so they hold across Worker isolates. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  reset_at: integer("reset_at").notNull(),
});

/** What staff and owners did, newest first on the dashboard ("recent activity"). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    actor_kind: text("actor_kind").notNull(),
    actor_id: integer("actor_id"),
    actor_name: text("actor_name").notNull(),
    details: text("details"),
    created_at: text("created_at").notNull(),
    ...searchColumns(),
  },
  // The activity log filters by actor, action, entity and date, newest first.
  (t) => [
    index("audit_log_created_idx").on(t.created_at),
    index("audit_log_actor_idx").on(t.actor_kind, t.actor_id, t.created_at),
    index("audit_log_action_idx").on(t.action, t.created_at),
    index("audit_log_entity_idx").on(t.entity, t.created_at),
    index("audit_log_search_idx").on(t.search_key),
  ],
);

/** One-time recovery codes for admins with two-factor sign-in; only their SHA-256 is kept. */
export const recoveryCodes = childTable("recovery_codes", "admin_id", () => adminUsers.id, {
  code_hash: text("code_hash").notNull(),
  used_at: text("used_at"),
});

/**
 * Small counters the app keeps about itself. `content_version` goes up with every successful
 * write, and every cached page is keyed by it: a write makes all cached pages stale at once,
 * in every process and Worker isolate.
 */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: integer("value").notNull(),
});
