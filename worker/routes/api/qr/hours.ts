import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import type { z } from "zod";
import { hoursBody } from "../../../../shared/contract/opening-hours";
import { HOURS_LIMITS } from "../../../../shared/opening-hours";
import type { AppEnv } from "../../../env";
import { nowOf } from "../../../lib/clock";
import { fail, ok } from "../../../lib/respond";
import { parseId } from "../../../lib/validation";
import { ownerOf, requireAdmin, requireOwner } from "../../../middleware/auth";
import { contentVersionOf } from "../../../services/content-version";
import { getBusiness, getOwnBusiness } from "../../../services/qr/business-queries";
import { serializeBusiness, type BusinessRecord } from "../../../services/qr/business-view";
import { saveHours } from "../../../services/qr/hours";
import { hit } from "../../../services/rate-limit";
import { formatNumber } from "../../../../locales/format";
import { auditListing, businessNotFound, viewOf } from "./context";

/**
 * An owner saves their hours at most this many times an hour. A save of a public listing's hours
 * refreshes the page cache (visitors must see a sudden closure at once), so this bounds how often
 * one owner can make every visitor's next page an uncached render.
 */
export const HOURS_SAVES_PER_HOUR = 30;
const HOUR = 60 * 60 * 1000;

/**
 * The 400 answer for refused hours: the API's usual envelope, one message per field path
 * ("week.5.0.close", "exceptions.1.to", "time_zone") in the request's language, with the bound
 * it broke where there is one.
 */
function invalidHours(c: Context<AppEnv>, error: z.ZodError) {
  const { t } = c.var;
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    // The body's own key ("hours.") is left out: the fields are named as the hours name them.
    const path = issue.path.map(String);
    const field = (path[0] === "hours" ? path.slice(1) : path).join(".") || "hours";
    if (field in errors) continue;
    const key = /^(validation|openingHours)\./.test(issue.message) ? issue.message : "validation.invalidType";
    const bounds = issue as { maximum?: number | bigint };
    errors[field] = t(key, { max: Number(bounds.maximum ?? 0), ranges: HOURS_LIMITS.rangesPerDay, days: HOURS_LIMITS.exceptionDays });
  }
  return fail(c, 400, t("openingHours.errors.summary"), errors);
}

const validHours = zValidator("json", hoursBody, (result, c) => {
  if (!result.success) return invalidHours(c as Context<AppEnv>, result.error as unknown as z.ZodError);
});

/** Whether visitors can see the listing now, so its cached pages must go. */
const isPublic = (r: BusinessRecord) => r.business.status === "approved" && r.owner.status !== "rejected" && r.owner.status !== "suspended";

/**
 * `PUT /api/qr/businesses/{id}/hours` `{ hours }`: the owner's own listing only (another's is
 * "not found"), refused to a suspended owner before the body is read, like every owner write.
 * The hours apply at once, whatever the listing's status; `{ hours: null }` removes them.
 */
export const ownerHoursRoutes = new Hono<AppEnv>().put("/:id/hours", requireOwner({ write: true }), validHours, async (c) => {
  const { db } = c.var.deps;
  const { t, lang } = c.var;
  const owner = ownerOf(c);
  const id = parseId(c.req.param("id"));
  const existing = id && (await getOwnBusiness(db, owner.id, id));
  if (!existing) return businessNotFound(c);
  const limit = await hit(db, { key: `qr-hours:owner:${owner.id}`, max: HOURS_SAVES_PER_HOUR, windowMs: HOUR }, nowOf(c));
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return fail(c, 429, t("openingHours.savingTooFast", { minutes: formatNumber(Math.ceil(limit.retryAfterSeconds / 60), lang) }));
  }
  await saveHours(db, existing.business.id, c.req.valid("json").hours, nowOf(c));
  // Owners' writes keep the page cache (see changesContent); this one changes what visitors see.
  if (isPublic(existing)) await contentVersionOf(c.var.deps).bump();
  await auditListing(c, "update", existing.business);
  const row = await getOwnBusiness(db, owner.id, existing.business.id);
  return ok(c, serializeBusiness(row!, viewOf(c)), 200, t("openingHours.saved"));
});

/** `PUT /api/qr/admin/{id}/hours` `{ hours }`: the admin corrects any listing's hours (an admin write: the cache refreshes). */
export const adminHoursRoutes = new Hono<AppEnv>().put("/:id/hours", requireAdmin(), validHours, async (c) => {
  const { db } = c.var.deps;
  const id = parseId(c.req.param("id"));
  const existing = id && (await getBusiness(db, id));
  if (!existing) return businessNotFound(c);
  await saveHours(db, existing.business.id, c.req.valid("json").hours, nowOf(c));
  await auditListing(c, "update", existing.business);
  const row = await getBusiness(db, existing.business.id);
  return ok(c, serializeBusiness(row!, viewOf(c)), 200, c.var.t("openingHours.saved"));
});
