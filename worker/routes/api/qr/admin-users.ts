import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../env";
import { fail, ok } from "../../../lib/respond";
import { bulkBodyWithReason, runBulk } from "../../../lib/bulk";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../../lib/list-query";
import { parseId, validate } from "../../../lib/validation";
import { actorOf, requireAdmin } from "../../../middleware/auth";
import { audit } from "../../../services/audit";
import { adminDecisions, ownerStatuses } from "../../../../db/schema";
import { decideOwner, listOwnersPage, ownerSorts, serializeOwnerForAdmin, type Decision } from "../../../services/qr/owners";
import { decisionBody } from "./admin";
import { nowOf } from "../../../lib/clock";
import { moderationNoteBody, reasonBody } from "../../../../shared/contract/qr-moderation";
import { needsReason, ownerModerations } from "../../../../shared/moderation";
import { businessesCountOf, reinstateOwner, suspendOwner } from "../../../services/qr/moderation";
import { tellOwnerOf } from "./context";

/** What the owner is told of a decision on their account. */
const ownerNotice = (id: number, decision: Decision, notes: string) =>
  ({ owner_id: id, kind: decision === "approve" ? "owner_approved" : "owner_rejected", notes }) as const;

const ownersQuery = listQuery(ownerSorts, "-created_at", { status: z.enum(["all", ...ownerStatuses]).optional() });

/** Approve (approved + active) or reject (inactive, signed out) a pending owner. */
async function decide(c: Context<AppEnv>, decision: Decision, adminNotes: string) {
  const { db } = c.var.deps;
  const id = parseId(c.req.param("id"));
  if (!id) return fail(c, 404, c.var.t("qr.userNotFound"));
  const outcome = await decideOwner(db, id, decision, adminNotes || null, nowOf(c));
  if (!outcome.ok) {
    return outcome.reason === "not_found" ? fail(c, 404, c.var.t("qr.userNotFound")) : fail(c, 409, c.var.t("qr.notPending"));
  }
  await audit(db, actorOf(c), decision, "qr_user", id, adminNotes || undefined);
  await tellOwnerOf(c, ownerNotice(id, decision, adminNotes));
  return ok(c, serializeOwnerForAdmin(outcome.user, 0), 200, c.var.t(decision === "approve" ? "qr.userApproved" : "qr.userRejected"));
}

/**
 * Suspend an approved owner (with the reason they will read) or reinstate a suspended one: the
 * one write both the single route and a bulk step make. Sessions end on suspension; the page
 * cache goes with any successful admin write (see changesContent), so the owner's listings leave
 * and come back at once.
 */
async function moderateOwner(c: Context<AppEnv>, id: number, action: "suspend" | "reinstate", text: string) {
  const outcome = await (action === "suspend" ? suspendOwner(c.var.deps.db, id, text, nowOf(c)) : reinstateOwner(c.var.deps.db, id, text || null, nowOf(c)));
  // The owner is told (a notice, and an e-mail where one is configured) once the change is made.
  if (outcome.ok) await tellOwnerOf(c, outcome.notice);
  return outcome;
}

async function moderate(c: Context<AppEnv>, action: "suspend" | "reinstate", text: string) {
  const { db } = c.var.deps;
  const id = parseId(c.req.param("id"));
  if (!id) return fail(c, 404, c.var.t("qr.userNotFound"));
  const outcome = await moderateOwner(c, id, action, text);
  if (!outcome.ok) {
    if (outcome.reason === "not_found") return fail(c, 404, c.var.t("qr.userNotFound"));
    return fail(c, 409, c.var.t(action === "suspend" ? "qr.cannotSuspend" : "qr.notSuspended"));
  }
  await audit(db, actorOf(c), action, "qr_user", id, text || undefined);
  const answer = serializeOwnerForAdmin(outcome.row, await businessesCountOf(db, id));
  return ok(c, answer, 200, c.var.t(action === "suspend" ? "qr.userSuspended" : "qr.userReinstated"));
}

/** `/api/qr/admin/users`: owners with their derived status, and the admin's decisions on them. */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireAdmin())
  .get("/", validate("query", ownersQuery), async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listOwnersPage(c.var.deps.db, { status: query.status === "all" ? undefined : query.status, term: searchTermOf(query) }, query);
    return okPage(c, rows, pageMeta(total, query));
  })
  // Approve or reject pending owners, suspend approved ones or reinstate suspended ones, up to
  // 200 at once with one note for all (for a suspension, the reason: required), each checked and
  // audited on its own.
  .post("/bulk", validate("json", bulkBodyWithReason([...adminDecisions, ...ownerModerations], needsReason, reasonBody.shape.reason)), async (c) => {
    const input = c.req.valid("json");
    return runBulk(c, input, "qr_user", actorOf(c), async (id) => {
      const { action } = input;
      if (action === "suspend" || action === "reinstate") {
        const moderated = await moderateOwner(c, id, action, input.note);
        return { outcome: moderated.ok ? "done" : moderated.reason };
      }
      const decided = await decideOwner(c.var.deps.db, id, action, input.note || null, nowOf(c));
      if (decided.ok) await tellOwnerOf(c, ownerNotice(id, action, input.note));
      return { outcome: decided.ok ? "done" : decided.reason === "not_found" ? "not_found" : "conflict" };
    });
  })
  .post("/:id/approve", validate("json", decisionBody), (c) => decide(c, "approve", c.req.valid("json").admin_notes))
  .post("/:id/reject", validate("json", decisionBody), (c) => decide(c, "reject", c.req.valid("json").admin_notes))
  .post("/:id/suspend", validate("json", reasonBody), (c) => moderate(c, "suspend", c.req.valid("json").reason))
  .post("/:id/reinstate", validate("json", moderationNoteBody), (c) => moderate(c, "reinstate", c.req.valid("json").note));
