import { Hono, type Context } from "hono";
import { z } from "zod";
import { revisionStatuses } from "../../../../db/schema";
import type { AppEnv } from "../../../env";
import { fail, ok } from "../../../lib/respond";
import { parseId, validate } from "../../../lib/validation";
import { actorOf, requireAdmin } from "../../../middleware/auth";
import { audit } from "../../../services/audit";
import { getBusiness } from "../../../services/qr/business-queries";
import { approveRevision, getRevision, listRevisions, rejectRevision, reviewOf } from "../../../services/qr/revisions";
import { nowOf } from "../../../lib/clock";
import type { Decision } from "../../../../shared/contract/qr-owner";
import { decisionBody } from "./admin";
import { businessNotFound, tellOwnerOf } from "./context";

const listQuery = z.object({ status: z.enum(["all", ...revisionStatuses]).default("pending") });
const MAX_LISTED = 100;

const revisionNotFound = (c: Context<AppEnv>) => fail(c, 404, c.var.t("qr.revisionNotFound"));

/** Approve or reject a pending revision with notes; anything already decided is a conflict. */
async function decide(c: Context<AppEnv>, decision: Decision, notes: string) {
  const { db, blobs } = c.var.deps;
  const id = parseId(c.req.param("id"));
  const revision = id && (await getRevision(db, id));
  if (!revision) return revisionNotFound(c);
  const record = await getBusiness(db, revision.business_id);
  if (!record) return businessNotFound(c);
  const run = decision === "approve" ? approveRevision : rejectRevision;
  const outcome = await run(db, blobs, record, revision.id, notes || null, nowOf(c));
  if (!outcome.ok) return fail(c, 409, c.var.t("qr.revisionNotPending"));
  await audit(db, actorOf(c), `${decision}_revision`, "qr_business", record.business.id, notes || undefined);
  const review = await reviewOf(db, outcome.revision);
  // Under the listing's name after the decision: an approved edit may have renamed it.
  await tellOwnerOf(c, {
    owner_id: record.business.owner_id,
    kind: decision === "approve" ? "revision_approved" : "revision_rejected",
    business_id: record.business.id,
    business_name: review?.business_name ?? record.business.business_name,
    notes,
  });
  return ok(c, review, 200, c.var.t(decision === "approve" ? "qr.revisionApproved" : "qr.revisionRejected"));
}

/**
 * `/api/qr/admin/revisions`: owners' edits of approved listings waiting for review (or, with
 * `?status=`, decided ones), each with the live listing beside it; approve or reject with notes.
 */
export const adminRevisionRoutes = new Hono<AppEnv>()
  .use(requireAdmin())
  .get("/", validate("query", listQuery), async (c) => {
    const { status } = c.req.valid("query");
    const rows = (await listRevisions(c.var.deps.db, status === "all" ? undefined : status)).slice(0, MAX_LISTED);
    const reviews = await Promise.all(rows.map((r) => reviewOf(c.var.deps.db, r.revision)));
    return ok(c, reviews.filter((r) => r !== null));
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const revision = id && (await getRevision(c.var.deps.db, id));
    const review = revision && (await reviewOf(c.var.deps.db, revision));
    return review ? ok(c, review) : revisionNotFound(c);
  })
  .post("/:id/approve", validate("json", decisionBody), (c) => decide(c, "approve", c.req.valid("json").admin_notes))
  .post("/:id/reject", validate("json", decisionBody), (c) => decide(c, "reject", c.req.valid("json").admin_notes));
