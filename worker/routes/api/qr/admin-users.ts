import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../env";
import { fail, ok } from "../../../lib/respond";
import { bulkBody, runBulk } from "../../../lib/bulk";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../../lib/list-query";
import { parseId, validate } from "../../../lib/validation";
import { actorOf, requireAdmin } from "../../../middleware/auth";
import { audit } from "../../../services/audit";
import { adminDecisions, ownerStatuses } from "../../../../db/schema";
import { decideOwner, listOwnersPage, ownerSorts, serializeOwnerForAdmin, type Decision } from "../../../services/qr/owners";
import { decisionBody } from "./admin";
import { nowOf } from "../../../lib/clock";
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

/** `/api/qr/admin/users`: owners with their derived status, and the admin's decisions on them. */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireAdmin())
  .get("/", validate("query", ownersQuery), async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listOwnersPage(c.var.deps.db, { status: query.status === "all" ? undefined : query.status, term: searchTermOf(query) }, query);
    return okPage(c, rows, pageMeta(total, query));
  })
  // Approve or reject (one note for all) up to 200 pending owners, each checked and audited.
  .post("/bulk", validate("json", bulkBody(adminDecisions)), async (c) => {
    const input = c.req.valid("json");
    return runBulk(c, input, "qr_user", actorOf(c), async (id) => {
      const decided = await decideOwner(c.var.deps.db, id, input.action, input.note || null, nowOf(c));
      if (decided.ok) await tellOwnerOf(c, ownerNotice(id, input.action, input.note));
      return { outcome: decided.ok ? "done" : decided.reason === "not_found" ? "not_found" : "conflict" };
    });
  })
  .post("/:id/approve", validate("json", decisionBody), (c) => decide(c, "approve", c.req.valid("json").admin_notes))
  .post("/:id/reject", validate("json", decisionBody), (c) => decide(c, "reject", c.req.valid("json").admin_notes));
