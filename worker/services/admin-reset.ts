/**
 * The way back in for an admin who lost their password: `npm run admin:reset-password --
 * <username>` (scripts/admin-reset-password.mjs) runs this on the server's database, from a
 * machine that can reach it. No screen does it, on purpose: whoever may run it already holds the
 * database itself.
 *
 * What a reset does, in one atomic batch:
 * - a new random password (120 bits, see newOneTimePassword) replaces the old one; only its
 *   scrypt hash is stored, and the caller shows the password once;
 * - every session of that admin ends, so whoever was using the lost (or stolen) password is out;
 * - that username's failed-login counters are cleared, so the admin can log in at once even after
 *   the attempts that led here;
 * - the activity log records it ("reset_password"), with who ran it.
 *
 * - the password is for one sign-in (`one_time_sign_in`): until the admin chooses their own,
 *   every admin API call but the password change, `me` and logout answers 403, and the panel
 *   opens its password screen (see requireAdmin in worker/middleware/auth.ts). So a password that
 *   passed through a chat or a sticky note stops being the account's password at first use.
 */
import { and, eq, sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { adminUsers, rateLimits, sessions } from "../../db/schema";
import { hashPassword } from "../lib/password";
import { auditEntry, type Actor } from "./audit";

/**
 * 32 characters nobody confuses when copying by hand: lower-case letters without l and o, and
 * the digits 2 to 9 (no 0, no 1). 32 divides 256, so a random byte's low five bits pick one with
 * no bias.
 */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** 24 random characters in four groups of six (`k7m2qp-…`): 120 bits, far beyond any guessing. */
export function newOneTimePassword() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]);
  return [0, 6, 12, 18].map((i) => chars.slice(i, i + 6).join("")).join("-");
}

/** The failed-login counters of one admin username, from every address (see loginLimits in login.ts). */
const loginCounterPrefix = (usernameKey: string) => `login:admin:${usernameKey}:`;

export type ResetOutcome =
  /** The database has no admin accounts at all: not the site's, or never set up. */
  | { ok: false; reason: "no_admin_table" }
  | { ok: false; reason: "unknown_user"; /** The admins that do exist, so the operator sees the right spelling. */ known: string[] }
  | {
      ok: true;
      username: string;
      /** The new password, in clear: show it once, never store or log it. */
      password: string;
      sessionsEnded: number;
      /** Two-step verification stays as it was: with it on, logging in still needs a code. */
      totpEnabled: boolean;
      /** A deactivated account gets a new password but still cannot log in until it is activated. */
      isActive: boolean;
    };

export interface ResetOptions {
  /** Who ran it, for the activity log (the command line is a "system" actor). */
  actor: Actor;
  /** A few words for the activity log, e.g. where it was run from. */
  details?: string;
  /** The clock, in milliseconds (Date.now unless given). */
  now?: number;
}

/** Gives the admin `username` (any letter case) a new random password, as described above. */
export async function resetAdminPassword(db: DB, username: string, { actor, details, now = Date.now() }: ResetOptions): Promise<ResetOutcome> {
  const [table] = await db.all(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'admin_users'`);
  if (!table) return { ok: false, reason: "no_admin_table" };
  const usernameKey = username.trim().toLowerCase();
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username_key, usernameKey));
  if (!user) {
    const known = await db.select({ username: adminUsers.username }).from(adminUsers).orderBy(adminUsers.username).limit(20);
    return { ok: false, reason: "unknown_user", known: known.map((k) => k.username) };
  }
  const password = newOneTimePassword();
  const password_hash = await hashPassword(password);
  const prefix = loginCounterPrefix(usernameKey);
  const [, ended] = await db.batch([
    db.update(adminUsers).set({ password_hash, one_time_sign_in: true, updated_at: new Date(now).toISOString() }).where(eq(adminUsers.id, user.id)),
    db.delete(sessions).where(and(eq(sessions.kind, "admin"), eq(sessions.user_id, user.id))),
    // By prefix, compared as text: a username may hold LIKE's wildcards (_ and %).
    db.delete(rateLimits).where(sql`substr(${rateLimits.key}, 1, ${prefix.length}) = ${prefix}`),
    auditEntry(db, actor, "reset_password", "admin_user", user.id, details, now),
  ]);
  return { ok: true, username: user.username, password, sessionsEnded: ended.rowsAffected, totpEnabled: user.totp_enabled, isActive: user.is_active };
}

/** What the operator reads after a reset: the password once, then what else changed. Never the hash. */
export function describeReset(outcome: Extract<ResetOutcome, { ok: true }>): string[] {
  const lines = [
    `New password for admin "${outcome.username}": ${outcome.password}`,
    "  Shown once: only its hash is stored. Give it to the admin over a private channel. It is for one",
    "  sign-in: the panel then asks them to choose their own before anything else.",
    `  Ended ${outcome.sessionsEnded === 1 ? "1 session" : `${outcome.sessionsEnded} sessions`} of "${outcome.username}", cleared its failed-login counters, and recorded the reset in the activity log.`,
  ];
  if (outcome.totpEnabled) lines.push("  Two-step verification stays on: logging in still needs a code from the app, or a recovery code.");
  if (!outcome.isActive) lines.push("  This account is deactivated: it cannot log in until an admin activates it again (Users in /admin).");
  return lines;
}

/** The refusal for a username that names no admin. */
export function describeUnknownUser(username: string, known: string[]) {
  return `No admin is named "${username}"; nothing was changed.${known.length ? ` Admins: ${known.map((k) => `"${k}"`).join(", ")}.` : " This database has no admin yet (npm run db:setup creates the first one)."}`;
}
