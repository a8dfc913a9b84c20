import { and, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrUsers } from "../../../db/schema";
import type { AdminOwnerDto, Decision, OwnerDto, OwnerStatus, QrUserRow } from "../../../shared/contract/qr-owner";
import { signUpFields } from "../../../shared/contract/qr-owner";
import { hashPassword } from "../../lib/password";
import { newPassword } from "../../lib/password-policy";
import { revokeUserSessions } from "../sessions";
import { matches, type PageParams } from "../../lib/list-query";
import { pageOf } from "../../lib/page-of";

type QrUser = QrUserRow;

/** Inactive is rejected; suspended while suspended_at is set; active and not approved is pending; else approved. */
export const ownerStatus = (u: Pick<QrUser, "is_active" | "is_approved" | "suspended_at">): OwnerStatus =>
  !u.is_active ? "rejected" : u.suspended_at ? "suspended" : u.is_approved ? "approved" : "pending";

/** The key two owners may not share: the e-mail trimmed and lower-cased. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/** The owner holding this e-mail (whatever its case), if any. */
export const findOwnerByEmail = async (db: DB, email: string) =>
  (await db.select().from(qrUsers).where(eq(qrUsers.email_key, emailKeyOf(email))))[0];

/** What an owner sees about themselves (login, me): the row less its secrets and the admin's side. */
export const serializeOwner = (u: QrUser): OwnerDto => {
  const { password_hash: _h, username_key: _k, email_key: _e, admin_notes: _n, decided_at: _d, search_key: _s, updated_at: _u, ...owner } = u;
  return { ...owner, status: ownerStatus(u) };
};

/** The admin's view adds the decision and how many listings the owner has. */
export const serializeOwnerForAdmin = (u: QrUser, businesses: number): AdminOwnerDto => ({
  ...serializeOwner(u),
  admin_notes: u.admin_notes,
  decided_at: u.decided_at,
  updated_at: u.updated_at,
  businesses_count: businesses,
});

/** One owner by id, if any. */
export const getOwner = async (db: DB, id: number) => (await db.select().from(qrUsers).where(eq(qrUsers.id, id)))[0];

export const findOwnerByKey = async (db: DB, usernameKey: string) =>
  (await db.select().from(qrUsers).where(eq(qrUsers.username_key, usernameKey)))[0];

/** The sign-up form (its rules in the contract); the password is stored only as its hash. */
export const registerBody = signUpFields.extend({ password: newPassword() });
export type RegisterInput = z.output<typeof registerBody>;

/**
 * A new owner: active and not approved, that is pending. The unique indexes on username_key and
 * email_key settle a race between two sign-ups for the same name or address: the loser gets
 * "taken" or "email_taken".
 */
export async function registerOwner(db: DB, input: RegisterInput, at = Date.now()): Promise<QrUser | "taken" | "email_taken"> {
  const usernameKey = input.username.toLowerCase();
  if (await findOwnerByKey(db, usernameKey)) return "taken";
  if (await findOwnerByEmail(db, input.email)) return "email_taken";
  const now = new Date(at).toISOString();
  const rows = await db
    .insert(qrUsers)
    .values({
      username: input.username,
      username_key: usernameKey,
      email: input.email,
      email_key: emailKeyOf(input.email),
      phone: input.phone,
      password_hash: await hashPassword(input.password),
      is_active: true,
      is_approved: false,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning();
  if (rows[0]) return rows[0];
  return (await findOwnerByKey(db, usernameKey)) ? "taken" : "email_taken";
}

/** The condition behind each owner status (the admin's filter, the dashboard's count). */
export const statusFilter = (status?: OwnerStatus) =>
  status === "rejected"
    ? eq(qrUsers.is_active, false)
    : status === "suspended"
      ? and(eq(qrUsers.is_active, true), isNotNull(qrUsers.suspended_at))
      : status === "approved"
        ? and(eq(qrUsers.is_active, true), eq(qrUsers.is_approved, true), isNull(qrUsers.suspended_at))
        : status === "pending"
          ? and(eq(qrUsers.is_active, true), eq(qrUsers.is_approved, false), isNull(qrUsers.suspended_at))
          : undefined;

/** What the admin's owner table can be sorted by (username sorts case-insensitively, on its key). */
export const ownerSorts = ["created_at", "username"] as const;

/** One page of owners with their listing counts; `term` is already folded (see foldSearch). */
export async function listOwnersPage(db: DB, filter: { status?: OwnerStatus; term?: string }, p: PageParams) {
  const where = and(statusFilter(filter.status), filter.term ? matches(qrUsers.search_key, filter.term) : undefined);
  const { rows: users, total } = await pageOf(db, qrUsers, { where, sorts: { created_at: qrUsers.created_at, username: qrUsers.username_key }, id: qrUsers.id }, p);
  const ids = JSON.stringify(users.map((u) => u.id));
  const counts = users.length
    ? await db
        .select({ ownerId: qrBusinesses.owner_id, n: count() })
        .from(qrBusinesses)
        .where(inArray(qrBusinesses.owner_id, sql`(select value from json_each(${ids}))`))
        .groupBy(qrBusinesses.owner_id)
    : [];
  const byOwner = new Map(counts.map((r) => [r.ownerId, r.n]));
  return { total, rows: users.map((u) => serializeOwnerForAdmin(u, byOwner.get(u.id) ?? 0)) };
}

export type { Decision };
export type DecideOutcome = { ok: true; user: QrUser } | { ok: false; reason: "not_found" | "not_pending" };

/**
 * Approves (approved + active) or rejects (inactive) a pending owner. The update only matches a
 * pending row, so two admins deciding at once cannot both win. A rejected owner's sessions end
 * at once (authenticate() would refuse them anyway; this also removes them from the table).
 */
export async function decideOwner(db: DB, id: number, decision: Decision, notes: string | null, at = Date.now()): Promise<DecideOutcome> {
  const now = new Date(at).toISOString();
  const [user] = await db
    .update(qrUsers)
    .set({
      is_active: decision === "approve",
      is_approved: decision === "approve",
      admin_notes: notes,
      decided_at: now,
      updated_at: now,
    })
    .where(and(eq(qrUsers.id, id), eq(qrUsers.is_active, true), eq(qrUsers.is_approved, false)))
    .returning();
  if (!user) {
    const [exists] = await db.select({ id: qrUsers.id }).from(qrUsers).where(eq(qrUsers.id, id));
    return { ok: false, reason: exists ? "not_pending" : "not_found" };
  }
  if (decision === "reject") await revokeUserSessions(db, "owner", user.id);
  return { ok: true, user };
}
