import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrUsers } from "../../../db/schema";
import type { QrUserRow } from "../../../shared/contract/qr-owner";
import { revokeUserSessions } from "../sessions";
import type { QrBusiness } from "./business-view";
import type { Notice } from "./notifications";

/**
 * Moderation after approval: what an admin can still do to an approved owner or listing.
 *
 * - An approved owner can be suspended (with a reason) and later reinstated. While suspended,
 *   their listings leave public view (see publicFilter), their open sessions end, and they may
 *   sign in again only to read: every write of theirs is refused (requireOwner({ write: true })).
 * - An approved listing can be unpublished (with a reason) and later republished. Republishing
 *   brings back the listing as it was reviewed: an owner's edit made meanwhile waits as a
 *   revision, exactly as for an approved listing.
 *
 * Each change is one conditional update, so two admins acting at once cannot both win, and the
 * owner is told through a notification in the same request. Auditing is the caller's (a single
 * route and a bulk step audit alike).
 */

/** The changed row and what its owner is to be told (the route tells them: notice, e-mail). */
export type ModerationOutcome<T> = { ok: true; row: T; notice: Notice } | { ok: false; reason: "not_found" | "conflict" };

/** What the list-view answers need beside an owner: how many listings they have. */
export async function businessesCountOf(db: DB, ownerId: number) {
  const [{ n }] = await db.select({ n: count() }).from(qrBusinesses).where(eq(qrBusinesses.owner_id, ownerId));
  return n;
}

/** Not found when no owner has this id, else a conflict (the owner is not in the state the action needs). */
async function ownerMiss(db: DB, id: number): Promise<{ ok: false; reason: "not_found" | "conflict" }> {
  const [exists] = await db.select({ id: qrUsers.id }).from(qrUsers).where(eq(qrUsers.id, id));
  return { ok: false, reason: exists ? "conflict" : "not_found" };
}

async function listingMiss(db: DB, id: number): Promise<{ ok: false; reason: "not_found" | "conflict" }> {
  const [exists] = await db.select({ id: qrBusinesses.id }).from(qrBusinesses).where(eq(qrBusinesses.id, id));
  return { ok: false, reason: exists ? "conflict" : "not_found" };
}

/**
 * Suspends an approved, active, not yet suspended owner: stores when and why, ends every session
 * they have open, and says what to tell them. Anyone else (pending, rejected, already suspended) is a conflict.
 */
export async function suspendOwner(db: DB, id: number, reason: string, at = Date.now()): Promise<ModerationOutcome<QrUserRow>> {
  const now = new Date(at).toISOString();
  const [user] = await db
    .update(qrUsers)
    .set({ suspended_at: now, suspension_reason: reason, updated_at: now })
    .where(and(eq(qrUsers.id, id), eq(qrUsers.is_active, true), eq(qrUsers.is_approved, true), isNull(qrUsers.suspended_at)))
    .returning();
  if (!user) return ownerMiss(db, id);
  await revokeUserSessions(db, "owner", user.id);
  return { ok: true, row: user, notice: { owner_id: user.id, kind: "owner_suspended", notes: reason } };
}

/** Lifts a suspension (only a suspended owner's): the reason goes, the listings are public again. */
export async function reinstateOwner(db: DB, id: number, note: string | null, at = Date.now()): Promise<ModerationOutcome<QrUserRow>> {
  const now = new Date(at).toISOString();
  const [user] = await db
    .update(qrUsers)
    .set({ suspended_at: null, suspension_reason: null, updated_at: now })
    .where(and(eq(qrUsers.id, id), eq(qrUsers.is_active, true), isNotNull(qrUsers.suspended_at)))
    .returning();
  if (!user) return ownerMiss(db, id);
  return { ok: true, row: user, notice: { owner_id: user.id, kind: "owner_reinstated", notes: note } };
}

/**
 * Moves a listing from status `from` to `status` (with the unpublish reason, or none) if it is in
 * `from` now, and says what to tell its owner (`kind`, with `notes`).
 */
async function moveListing(
  db: DB,
  id: number,
  from: QrBusiness["status"],
  to: { status: QrBusiness["status"]; unpublish_reason: string | null },
  kind: Notice["kind"],
  notes: string | null,
  at: number,
): Promise<ModerationOutcome<QrBusiness>> {
  const [business] = await db
    .update(qrBusinesses)
    .set({ ...to, updated_at: new Date(at).toISOString() })
    .where(and(eq(qrBusinesses.id, id), eq(qrBusinesses.status, from)))
    .returning();
  if (!business) return listingMiss(db, id);
  return { ok: true, row: business, notice: { owner_id: business.owner_id, kind, business_id: business.id, business_name: business.business_name, notes } };
}

/** Takes an approved listing out of public view, with the reason its owner will read. */
export const unpublishListing = (db: DB, id: number, reason: string, at = Date.now()) =>
  moveListing(db, id, "approved", { status: "unpublished", unpublish_reason: reason }, "listing_unpublished", reason, at);

/**
 * Puts an unpublished listing back in public view as it was last reviewed (its unique_id and
 * printed code unchanged). Edits the owner made meanwhile stay waiting as a revision.
 */
export const republishListing = (db: DB, id: number, note: string | null, at = Date.now()) =>
  moveListing(db, id, "unpublished", { status: "approved", unpublish_reason: null }, "listing_republished", note, at);
