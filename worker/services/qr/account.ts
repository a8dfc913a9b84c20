/**
 * An owner's own account: their contact details, their password, and deleting the account with
 * everything in it. Routes check the owner's current password before calling any of these.
 */
import { and, count, eq, inArray, ne } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessImages, qrBusinessRevisions, qrNotifications, qrPasswordResets, qrScans, qrScanVisitors, qrTableScans, qrUsers, sessions, uploads } from "../../../db/schema";
import type { BlobStore } from "../../blob/blob-store";
import { auditEntry, type Actor } from "../audit";
import { deleteUploads } from "../uploads";
import { emailKeyOf } from "./owners";

type Owner = typeof qrUsers.$inferSelect;

/** Stores an owner's new password (its hash, made by the caller). */
export const setOwnerPassword = (db: DB, ownerId: number, passwordHash: string, at = Date.now()) =>
  db.update(qrUsers).set({ password_hash: passwordHash, updated_at: new Date(at).toISOString() }).where(eq(qrUsers.id, ownerId));

/**
 * New e-mail and/or phone for an owner. The e-mail's key (trimmed, lower-cased) must be no other
 * owner's: "email_taken" then, also when another owner's sign-up wins a race for it (the unique
 * index refuses the write).
 */
export async function updateOwnerContact(db: DB, owner: Owner, changes: { email?: string; phone?: string }, at = Date.now()): Promise<Owner | "email_taken"> {
  const email = changes.email ?? owner.email;
  const phone = changes.phone ?? owner.phone;
  const emailKey = changes.email === undefined ? owner.email_key : emailKeyOf(changes.email);
  if (changes.email !== undefined) {
    const [other] = await db
      .select({ id: qrUsers.id })
      .from(qrUsers)
      .where(and(eq(qrUsers.email_key, emailKeyOf(changes.email)), ne(qrUsers.id, owner.id)));
    if (other) return "email_taken";
  }
  try {
    const [row] = await db
      .update(qrUsers)
      .set({ email, email_key: emailKey, phone, updated_at: new Date(at).toISOString() })
      .where(eq(qrUsers.id, owner.id))
      .returning();
    return row;
  } catch (error) {
    if (/UNIQUE/i.test(String((error as { cause?: unknown }).cause ?? error))) return "email_taken";
    throw error;
  }
}

/**
 * Deletes an owner's account and everything it holds: the listings with their gallery rows,
 * revisions and scan figures, the notifications, the password links, the sessions, the account
 * itself, then every file the owner uploaded (from the blob store too, so nothing is left
 * behind). The listings' public ids stay in qr_issued_ids: a printed code of a deleted listing
 * keeps answering "not found" and is never given to another listing. The activity log records it
 * in the same batch. Returns how many listings went (the caller refreshes cached pages if any).
 */
export async function deleteOwnerAccount(db: DB, blobs: BlobStore, owner: Owner, actor: Actor, at = Date.now()) {
  const [{ listings }] = await db.select({ listings: count() }).from(qrBusinesses).where(eq(qrBusinesses.owner_id, owner.id));
  const files = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.owner_kind, "owner"), eq(uploads.owner_id, owner.id)));
  // What hangs off the listings goes first, found by a subquery over the owner's listings (the
  // listings themselves are deleted later in the same batch).
  const ofListings = (column: SQLiteColumn) => inArray(column, db.select({ id: qrBusinesses.id }).from(qrBusinesses).where(eq(qrBusinesses.owner_id, owner.id)));
  await db.batch([
    db.delete(qrBusinessRevisions).where(ofListings(qrBusinessRevisions.business_id)),
    db.delete(qrBusinessImages).where(ofListings(qrBusinessImages.business_id)),
    db.delete(qrScans).where(ofListings(qrScans.business_id)),
    db.delete(qrTableScans).where(ofListings(qrTableScans.business_id)),
    db.delete(qrScanVisitors).where(ofListings(qrScanVisitors.business_id)),
    db.delete(qrBusinesses).where(eq(qrBusinesses.owner_id, owner.id)),
    db.delete(qrNotifications).where(eq(qrNotifications.owner_id, owner.id)),
    db.delete(qrPasswordResets).where(eq(qrPasswordResets.owner_id, owner.id)),
    db.delete(sessions).where(and(eq(sessions.kind, "owner"), eq(sessions.user_id, owner.id))),
    db.delete(qrUsers).where(eq(qrUsers.id, owner.id)),
    auditEntry(db, actor, "delete_account", "qr_user", owner.id, owner.username, at),
  ]);
  // Files last: once the rows are gone nothing shows them. A file the store fails to delete keeps
  // its uploads row, so it is not lost track of.
  await deleteUploads(db, blobs, files);
  return listings;
}
