import { and, eq } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses } from "../../../db/schema";
import type { QrBusiness } from "./business-view";
import { qrFields } from "./qr-code";
import { issueUniqueId } from "./unique-id";

export type BusinessDecision = "approve" | "reject";
export type BusinessDecisionOutcome = { ok: true; business: QrBusiness } | { ok: false; reason: "not_found" | "not_pending" };

/**
 * The admin's decision on a pending listing (only pending ones can be decided).
 * Approval issues the listing's unique_id and its QR fields. The update matches only a pending
 * row, so two admins deciding at once cannot both win; the loser's issued id is simply never
 * used, which is fine since ids are never reused anyway.
 */
export async function decideBusiness(
  db: DB,
  existing: QrBusiness,
  decision: BusinessDecision,
  notes: string | null,
  origin: string,
): Promise<BusinessDecisionOutcome> {
  if (existing.status !== "pending") return { ok: false, reason: "not_pending" };
  const now = new Date().toISOString();
  let qr = {};
  if (decision === "approve") {
    const uniqueId = existing.uniqueId ?? (await issueUniqueId(db));
    qr = { uniqueId, ...qrFields(origin, uniqueId) };
  }
  const [business] = await db
    .update(qrBusinesses)
    .set({ status: decision === "approve" ? "approved" : "rejected", adminNotes: notes, decidedAt: now, updatedAt: now, ...qr })
    .where(and(eq(qrBusinesses.id, existing.id), eq(qrBusinesses.status, "pending")))
    .returning();
  if (business) return { ok: true, business };
  const [still] = await db.select({ id: qrBusinesses.id }).from(qrBusinesses).where(eq(qrBusinesses.id, existing.id));
  return { ok: false, reason: still ? "not_pending" : "not_found" };
}
