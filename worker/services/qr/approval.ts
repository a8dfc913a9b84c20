import { and, eq, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrUsers } from "../../../db/schema";
import type { Decision } from "../../../shared/contract/qr-owner";
import type { QrBusiness } from "./business-view";
import { qrFields } from "./qr-code";
import { issueUniqueId, randomUniqueId } from "./unique-id";

export type BusinessDecision = Decision;
export type BusinessDecisionOutcome =
  | { ok: true; business: QrBusiness; ownerApproved: boolean }
  | { ok: false; reason: "not_found" | "not_pending" | "owner_rejected" };

/**
 * The admin's decision on a pending listing (only pending ones can be decided).
 *
 * Approval issues the listing's unique_id and its QR fields, and follows the owner's account:
 * - a rejected owner's listing cannot be approved (it could never be shown anyway);
 * - approving a listing of an owner still waiting for review approves the owner too, in the same
 *   atomic batch, since a listing can only go public with its owner.
 *
 * The listing update matches only a pending row whose owner is still active, so two admins
 * deciding at once cannot both win, and an owner rejected meanwhile is not slipped past. The
 * loser's issued id is simply never used, which is fine since ids are never reused anyway.
 */
export async function decideBusiness(
  db: DB,
  existing: QrBusiness,
  decision: BusinessDecision,
  notes: string | null,
  origin: string,
  at = Date.now(),
): Promise<BusinessDecisionOutcome> {
  if (existing.status !== "pending") return { ok: false, reason: "not_pending" };
  const [owner] = await db.select().from(qrUsers).where(eq(qrUsers.id, existing.owner_id));
  if (!owner) return { ok: false, reason: "not_found" };
  if (decision === "approve" && !owner.is_active) return { ok: false, reason: "owner_rejected" };

  const now = new Date(at).toISOString();
  let qr = {};
  if (decision === "approve") {
    const uniqueId = existing.unique_id ?? (await issueUniqueId(db, randomUniqueId, at));
    qr = { unique_id: uniqueId, ...qrFields(origin, uniqueId) };
  }
  const ownerActive = sql`exists (select 1 from ${qrUsers} where ${qrUsers.id} = ${existing.owner_id} and ${qrUsers.is_active} = 1)`;
  const update = db
    .update(qrBusinesses)
    .set({ status: decision === "approve" ? "approved" : "rejected", admin_notes: notes, decided_at: now, updated_at: now, ...qr })
    .where(and(eq(qrBusinesses.id, existing.id), eq(qrBusinesses.status, "pending"), decision === "approve" ? ownerActive : undefined))
    .returning();
  // Runs after the listing's update in the same batch, and only if that update approved it.
  const approveOwner = db
    .update(qrUsers)
    .set({ is_approved: true, decided_at: now, updated_at: now })
    .where(
      and(
        eq(qrUsers.id, existing.owner_id),
        eq(qrUsers.is_active, true),
        eq(qrUsers.is_approved, false),
        sql`exists (select 1 from ${qrBusinesses} where ${qrBusinesses.id} = ${existing.id} and ${qrBusinesses.status} = 'approved' and ${qrBusinesses.decided_at} = ${now})`,
      ),
    )
    .returning({ id: qrUsers.id });
  const [[business], promoted] = decision === "approve" ? await db.batch([update, approveOwner]) : [await update, []];
  if (business) return { ok: true, business, ownerApproved: promoted.length > 0 };
  const [still] = await db.select({ id: qrBusinesses.id, status: qrBusinesses.status }).from(qrBusinesses).where(eq(qrBusinesses.id, existing.id));
  if (!still) return { ok: false, reason: "not_found" };
  return { ok: false, reason: still.status === "pending" ? "owner_rejected" : "not_pending" };
}
