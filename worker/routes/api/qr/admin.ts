import { Hono, type Context } from "hono";
import { z } from "zod";
import { adminDecisions, businessStatuses } from "../../../../db/schema";
import type { AppEnv } from "../../../env";
import { bulkBodyWithReason, runBulk } from "../../../lib/bulk";
import { listQuery, okPage, pageMeta, queryId, searchTermOf } from "../../../lib/list-query";
import { fail, ok } from "../../../lib/respond";
import { parseId, validate } from "../../../lib/validation";
import { optionalText } from "../../../../shared/contract/fields";
import { actorOf, requireAdmin } from "../../../middleware/auth";
import { audit } from "../../../services/audit";
import { decideBusiness, type BusinessDecision, type BusinessDecisionOutcome } from "../../../services/qr/approval";
import { getBusiness, listingSorts, listListingsPage } from "../../../services/qr/business-queries";
import { serializeBusiness, serializeListedBusiness } from "../../../services/qr/business-view";
import { putQrDesign, qrViewOf } from "./qr-design";
import { qrDesignSchema } from "../../../../shared/contract/qr-design";
import { deleteBusiness, updateBusiness } from "../../../services/qr/business-writes";
import { qrOverview } from "../../../services/qr/statistics";
import { auditListing, businessNotFound, tellOwnerOf, viewOf } from "./context";
import { prepareListing, updateBusinessBody } from "./listing-input";
import { nowOf } from "../../../lib/clock";
import { moderationNoteBody, reasonBody } from "../../../../shared/contract/qr-moderation";
import { listingModerations, needsReason, type ListingModeration } from "../../../../shared/moderation";
import { republishListing, unpublishListing } from "../../../services/qr/moderation";

const listingsQuery = listQuery(listingSorts, "-created_at", {
  status: z.enum(["all", ...businessStatuses]).optional(),
  owner_id: queryId(),
  category_id: queryId(),
});

export const decisionBody = z.object({ admin_notes: optionalText(2000) });

/** Approving the listing of an owner still under review approves the owner as well: the log says so. */
async function auditOwnerApproval(c: Context<AppEnv>, outcome: { ok: boolean; ownerApproved?: boolean }, ownerId: number) {
  if (outcome.ok && outcome.ownerApproved) await audit(c.var.deps.db, actorOf(c), "approve", "qr_user", ownerId, { key: "withListing" });
}

/**
 * Tells the owner of a decision on their listing, under the name it has now (copied, so the
 * notice still reads right after a rename or a deletion). When the approval also approved the
 * owner's account, they are told of that first, then of the listing.
 */
async function tellListingDecision(c: Context<AppEnv>, outcome: BusinessDecisionOutcome, decision: BusinessDecision, notes: string | null) {
  if (!outcome.ok) return;
  const { business } = outcome;
  if (outcome.ownerApproved) await tellOwnerOf(c, { owner_id: business.owner_id, kind: "owner_approved" });
  await tellOwnerOf(c, {
    owner_id: business.owner_id,
    kind: decision === "approve" ? "listing_approved" : "listing_rejected",
    business_id: business.id,
    business_name: business.business_name,
    notes,
  });
}

/** Approve or reject a pending listing; anything else is a conflict. */
async function decide(c: Context<AppEnv>, decision: BusinessDecision, adminNotes: string) {
  const { db } = c.var.deps;
  const id = parseId(c.req.param("id"));
  const existing = id && (await getBusiness(db, id));
  if (!existing) return businessNotFound(c);
  const notes = adminNotes || null;
  const outcome = await decideBusiness(db, existing.business, decision, notes, viewOf(c).origin, nowOf(c));
  if (!outcome.ok) {
    if (outcome.reason === "not_found") return businessNotFound(c);
    return fail(c, 409, c.var.t(outcome.reason === "owner_rejected" ? "qr.ownerRejectedListing" : "qr.notPending"));
  }
  await audit(db, actorOf(c), decision, "qr_business", existing.business.id, notes ?? undefined);
  await auditOwnerApproval(c, outcome, existing.business.owner_id);
  await tellListingDecision(c, outcome, decision, notes);
  const row = await getBusiness(db, existing.business.id);
  const message = decision === "reject" ? "qr.businessRejected" : outcome.ownerApproved ? "qr.businessAndOwnerApproved" : "qr.businessApproved";
  return ok(c, serializeBusiness(row!, await qrViewOf(c, [row!])), 200, c.var.t(message));
}

/**
 * Unpublish an approved listing (with the reason its owner reads) or publish an unpublished one
 * again: the one write both the single routes and a bulk step make. The page cache goes with any
 * successful admin write (see changesContent), so the public page follows at once.
 */
async function moderateListing(c: Context<AppEnv>, id: number, action: ListingModeration, text: string) {
  const outcome = await (action === "unpublish" ? unpublishListing(c.var.deps.db, id, text, nowOf(c)) : republishListing(c.var.deps.db, id, text || null, nowOf(c)));
  // The owner is told (a notice, and an e-mail where one is configured) once the change is made.
  if (outcome.ok) await tellOwnerOf(c, outcome.notice);
  return outcome;
}

async function moderate(c: Context<AppEnv>, action: ListingModeration, text: string) {
  const { db } = c.var.deps;
  const id = parseId(c.req.param("id"));
  if (!id) return businessNotFound(c);
  const outcome = await moderateListing(c, id, action, text);
  if (!outcome.ok) {
    if (outcome.reason === "not_found") return businessNotFound(c);
    return fail(c, 409, c.var.t(action === "unpublish" ? "qr.cannotUnpublish" : "qr.notUnpublished"));
  }
  await audit(db, actorOf(c), action, "qr_business", id, text || outcome.row.business_name);
  const row = await getBusiness(db, id);
  return ok(c, serializeBusiness(row!, await qrViewOf(c, [row!])), 200, c.var.t(action === "unpublish" ? "qr.businessUnpublished" : "qr.businessRepublished"));
}

/** `/api/qr/admin`: every listing for admins, with edit, delete, decisions and the overview. */
export const adminBusinessRoutes = new Hono<AppEnv>()
  .use(requireAdmin())
  .get("/", validate("query", listingsQuery), async (c) => {
    const query = c.req.valid("query");
    const filter = { status: query.status === "all" ? undefined : query.status, ownerId: query.owner_id, categoryId: query.category_id, term: searchTermOf(query) };
    const { rows, total } = await listListingsPage(c.var.deps.db, filter, query);
    return okPage(c, rows.map((r) => serializeListedBusiness(r, viewOf(c))), pageMeta(total, query));
  })
  // Approve, reject (one note for all), delete, unpublish (one reason for all: required) or
  // publish again up to 200 listings, each checked and audited.
  .post("/bulk", validate("json", bulkBodyWithReason([...adminDecisions, "delete", ...listingModerations], needsReason, reasonBody.shape.reason)), async (c) => {
    const { db, blobs } = c.var.deps;
    const input = c.req.valid("json");
    return runBulk(c, input, "qr_business", actorOf(c), async (id) => {
      const { action } = input;
      if (action === "unpublish" || action === "publish") {
        const moderated = await moderateListing(c, id, action, input.note);
        return moderated.ok ? { outcome: "done", details: moderated.row.business_name } : { outcome: moderated.reason };
      }
      const existing = await getBusiness(db, id);
      if (!existing) return { outcome: "not_found" };
      if (action === "delete") {
        return { outcome: (await deleteBusiness(db, blobs, existing.business)) ? "done" : "not_found", details: existing.business.business_name };
      }
      const decided = await decideBusiness(db, existing.business, action, input.note || null, viewOf(c).origin, nowOf(c));
      await auditOwnerApproval(c, decided, existing.business.owner_id);
      await tellListingDecision(c, decided, action, input.note || null);
      return { outcome: decided.ok ? "done" : decided.reason === "not_found" ? "not_found" : "conflict" };
    });
  })
  .get("/statistics/overview", async (c) => ok(c, await qrOverview(c.var.deps.db)))
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const row = id && (await getBusiness(c.var.deps.db, id));
    return row ? ok(c, serializeBusiness(row, await qrViewOf(c, [row]))) : businessNotFound(c);
  })
  .put("/:id", validate("json", updateBusinessBody), async (c) => {
    const { db, blobs } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getBusiness(db, id));
    if (!existing) return businessNotFound(c);
    const body = c.req.valid("json");
    // Uploaded images must still be the listing owner's, whoever edits it.
    const prepared = await prepareListing(c, existing.business.owner_id, body, () => existing.business);
    if (!prepared.ok) return prepared.response;
    const saved = await updateBusiness(db, blobs, existing.business, body, prepared.category, { attach: prepared.attach, byOwner: false, now: nowOf(c) });
    if (!saved) return businessNotFound(c);
    await auditListing(c, "update", saved);
    const row = await getBusiness(db, saved.id);
    return ok(c, serializeBusiness(row!, await qrViewOf(c, [row!])), 200, c.var.t("qr.businessUpdated"));
  })
  // The code's design of any listing (the admin's view of a listing shows and changes it).
  .put("/:id/qr-design", validate("json", qrDesignSchema), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getBusiness(db, id));
    if (!existing) return businessNotFound(c);
    return putQrDesign(c, existing, c.req.valid("json"), () => getBusiness(db, existing.business.id));
  })
  .delete("/:id", async (c) => {
    const { db, blobs } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getBusiness(db, id));
    if (!existing || !(await deleteBusiness(db, blobs, existing.business))) return businessNotFound(c);
    await auditListing(c, "delete", existing.business);
    return ok(c, { id: existing.business.id }, 200, c.var.t("qr.businessDeleted"));
  })
  .post("/:id/approve", validate("json", decisionBody), (c) => decide(c, "approve", c.req.valid("json").admin_notes))
  .post("/:id/reject", validate("json", decisionBody), (c) => decide(c, "reject", c.req.valid("json").admin_notes))
  .post("/:id/unpublish", validate("json", reasonBody), (c) => moderate(c, "unpublish", c.req.valid("json").reason))
  .post("/:id/republish", validate("json", moderationNoteBody), (c) => moderate(c, "publish", c.req.valid("json").note));
