import { and, count, eq, inArray, sql } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrUsers } from "../../../db/schema";
import type { QrUser } from "../../env";
import { hashPassword } from "../../lib/password";
import { newPassword } from "../../lib/password-policy";
import { email, phone } from "../../../shared/contract/fields";
import { revokeUserSessions } from "../sessions";
import { matches, offsetOf, orderOf, type PageParams } from "../../lib/list-query";

export const ownerStatuses = ["pending", "approved", "rejected"] as const;
export type OwnerStatus = (typeof ownerStatuses)[number];

/** Inactive is rejected; active and not approved is pending; else approved. */
export const ownerStatus = (u: Pick<QrUser, "isActive" | "isApproved">): OwnerStatus =>
  !u.isActive ? "rejected" : u.isApproved ? "approved" : "pending";

/** What an owner sees about themselves (login, me): never the password hash. */
export const serializeOwner = (u: QrUser) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone: u.phone,
  is_active: u.isActive,
  is_approved: u.isApproved,
  status: ownerStatus(u),
  created_at: u.createdAt,
});

export type OwnerDto = ReturnType<typeof serializeOwner>;

/** The admin's view adds the decision and how many listings the owner has. */
export const serializeOwnerForAdmin = (u: QrUser, businesses: number) => ({
  ...serializeOwner(u),
  admin_notes: u.adminNotes,
  decided_at: u.decidedAt,
  updated_at: u.updatedAt,
  businesses_count: businesses,
});

/** One owner by id, if any. */
export const getOwner = async (db: DB, id: number) => (await db.select().from(qrUsers).where(eq(qrUsers.id, id)))[0];

export const findOwnerByKey = async (db: DB, usernameKey: string) =>
  (await db.select().from(qrUsers).where(eq(qrUsers.usernameKey, usernameKey)))[0];

/**
 * An owner's columns as the sign-up form sends them, derived from the table and refined: the
 * username 3-32 characters of letters, digits, `_`, `.`, `-`; a real e-mail and phone number.
 */
const ownerColumns = createSelectSchema(qrUsers, {
  username: z
    .string("validation.required")
    .trim()
    .min(1, "validation.required")
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, "validation.username"),
  email: email(),
  phone: phone(),
}).shape;

/** The sign-up form; the password is stored only as its hash. */
export const registerBody = z.object({ username: ownerColumns.username, email: ownerColumns.email, password: newPassword(), phone: ownerColumns.phone });
export type RegisterInput = z.output<typeof registerBody>;

/**
 * A new owner: active and not approved, that is pending. The unique index on
 * username_key settles a race between two sign-ups for the same name: the loser gets "taken".
 */
export async function registerOwner(db: DB, input: RegisterInput, at = Date.now()): Promise<QrUser | "taken"> {
  const usernameKey = input.username.toLowerCase();
  if (await findOwnerByKey(db, usernameKey)) return "taken";
  const now = new Date(at).toISOString();
  const rows = await db
    .insert(qrUsers)
    .values({
      username: input.username,
      usernameKey,
      email: input.email,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      isActive: true,
      isApproved: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? "taken";
}

/** The condition behind each owner status (the admin's filter, the dashboard's count). */
export const statusFilter = (status?: OwnerStatus) =>
  status === "rejected"
    ? eq(qrUsers.isActive, false)
    : status === "approved"
      ? and(eq(qrUsers.isActive, true), eq(qrUsers.isApproved, true))
      : status === "pending"
        ? and(eq(qrUsers.isActive, true), eq(qrUsers.isApproved, false))
        : undefined;

/** What the admin's owner table can be sorted by (username sorts case-insensitively, on its key). */
export const ownerSorts = ["created_at", "username"] as const;

/** One page of owners with their listing counts; `term` is already folded (see foldSearch). */
export async function listOwnersPage(db: DB, filter: { status?: OwnerStatus; term?: string }, p: PageParams) {
  const where = and(statusFilter(filter.status), filter.term ? matches(qrUsers.searchKey, filter.term) : undefined);
  const users = await db
    .select()
    .from(qrUsers)
    .where(where)
    .orderBy(...orderOf(p.sort, { created_at: qrUsers.createdAt, username: qrUsers.usernameKey }, qrUsers.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(qrUsers).where(where);
  const ids = JSON.stringify(users.map((u) => u.id));
  const counts = users.length
    ? await db
        .select({ ownerId: qrBusinesses.ownerId, n: count() })
        .from(qrBusinesses)
        .where(inArray(qrBusinesses.ownerId, sql`(select value from json_each(${ids}))`))
        .groupBy(qrBusinesses.ownerId)
    : [];
  const byOwner = new Map(counts.map((r) => [r.ownerId, r.n]));
  return { total, rows: users.map((u) => serializeOwnerForAdmin(u, byOwner.get(u.id) ?? 0)) };
}
export type AdminOwnerDto = ReturnType<typeof serializeOwnerForAdmin>;

export type Decision = "approve" | "reject";
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
      isActive: decision === "approve",
      isApproved: decision === "approve",
      adminNotes: notes,
      decidedAt: now,
      updatedAt: now,
    })
    .where(and(eq(qrUsers.id, id), eq(qrUsers.isActive, true), eq(qrUsers.isApproved, false)))
    .returning();
  if (!user) {
    const [exists] = await db.select({ id: qrUsers.id }).from(qrUsers).where(eq(qrUsers.id, id));
    return { ok: false, reason: exists ? "not_pending" : "not_found" };
  }
  if (decision === "reject") await revokeUserSessions(db, "owner", user.id);
  return { ok: true, user };
}
