import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { fail, ok } from "../../../lib/respond";
import { parseId, validate } from "../../../lib/validation";
import { ownerOf, requireOwner } from "../../../middleware/auth";
import { countPendingOf, getOwnBusiness, getPublicBusiness, listOwnBusinesses } from "../../../services/qr/business-queries";
import { hit } from "../../../services/rate-limit";
import { contentVersionOf } from "../../../services/content-version";
import { formatNumber } from "../../../../locales/format";
import { serializeBusiness, serializePublicBusiness } from "../../../services/qr/business-view";
import { createBusiness, deleteBusiness, isReviewed, updateBusiness } from "../../../services/qr/business-writes";
import { listCategories } from "../../../services/qr/categories";
import { auditListing, businessNotFound } from "./context";
import { createBusinessBody, nothingStored, prepareListing, updateBusinessBody } from "./listing-input";
import { statsQuery } from "./stats";
import { putQrDesign, qrViewOf } from "./qr-design";
import { qrDesignSchema } from "../../../../shared/contract/qr-design";
import { editBaseOf, latestRevisionsOfOwner, proposeRevision, withRevision } from "../../../services/qr/revisions";
import { listingStats } from "../../../services/qr/scan-trends";
import { nowOf } from "../../../lib/clock";
import { isRetiredUniqueId } from "../../../services/qr/unique-id";

/**
 * Limits that fit a directory, not a bulk host: an owner has at most this many listings waiting
 * for a first review at a time (each one is an admin's work), and creates at most
 * CREATIONS_PER_HOUR listings an hour (one owner once made 670 in a minute).
 */
export const MAX_PENDING_LISTINGS = 5;
export const CREATIONS_PER_HOUR = 10;
const HOUR = 60 * 60 * 1000;

/**
 * `/api/qr/businesses`: the categories and approved listings for everyone; an owner's own
 * listings, their stats and writes for owners. Fixed paths come before `/:id`.
 */
export const businessRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => ok(c, await listCategories(c.var.deps.db, c.var.lang)))
  .get("/my-businesses", requireOwner(), async (c) => {
    const { db } = c.var.deps;
    const rows = await listOwnBusinesses(db, ownerOf(c).id);
    const revisions = await latestRevisionsOfOwner(db, ownerOf(c).id);
    const view = await qrViewOf(c, rows);
    return ok(c, rows.map((r) => withRevision(serializeBusiness(r, view), revisions.get(r.business.id))));
  })
  .get("/edit/:id", requireOwner(), async (c) => {
    const id = parseId(c.req.param("id"));
    const row = id && (await getOwnBusiness(c.var.deps.db, ownerOf(c).id, id));
    if (!row) return businessNotFound(c);
    const revision = (await latestRevisionsOfOwner(c.var.deps.db, ownerOf(c).id)).get(row.business.id);
    return ok(c, withRevision(serializeBusiness(row, await qrViewOf(c, [row])), revision), 200, c.var.t("qr.loaded"));
  })
  .get("/:id/stats", requireOwner(), validate("query", statsQuery), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const row = id && (await getOwnBusiness(db, ownerOf(c).id, id));
    return row ? ok(c, await listingStats(db, row.business.id, c.req.valid("query").days, nowOf(c))) : businessNotFound(c);
  })
  .get("/:id", async (c) => {
    const { db } = c.var.deps;
    const requested = c.req.param("id");
    const row = await getPublicBusiness(db, requested);
    if (row) return ok(c, serializePublicBusiness(row, await qrViewOf(c, [row])), 200, c.var.t("qr.loaded"));
    // A deleted listing's code may still be printed somewhere: "gone" tells it from one never public.
    return (await isRetiredUniqueId(db, requested)) ? fail(c, 410, c.var.t("qr.businessGone")) : businessNotFound(c);
  })
  .post("/", requireOwner({ write: true }), validate("json", createBusinessBody), async (c) => {
    const { db } = c.var.deps;
    const owner = ownerOf(c);
    const { t, lang } = c.var;
    const limits = c.var.deps.config?.ownerLimits ?? { pendingListings: MAX_PENDING_LISTINGS, creationsPerHour: CREATIONS_PER_HOUR };
    if ((await countPendingOf(db, owner.id)) >= limits.pendingListings) {
      return fail(c, 409, t("qr.tooManyPending", { count: formatNumber(limits.pendingListings, lang) }));
    }
    const limit = await hit(db, { key: `qr-create:owner:${owner.id}`, max: limits.creationsPerHour, windowMs: HOUR }, nowOf(c));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return fail(c, 429, t("qr.creatingTooFast", { minutes: formatNumber(Math.ceil(limit.retryAfterSeconds / 60), lang) }));
    }
    const body = c.req.valid("json");
    const prepared = await prepareListing(c, owner.id, body, nothingStored);
    if (!prepared.ok) return prepared.response;
    const created = await createBusiness(db, owner.id, body, prepared.category!, prepared.attach, nowOf(c));
    await auditListing(c, "create", created);
    const row = await getOwnBusiness(db, owner.id, created.id);
    return ok(c, serializeBusiness(row!, await qrViewOf(c, [row!])), 201, c.var.t("qr.businessSaved"));
  })
  .put("/:id", requireOwner({ write: true }), validate("json", updateBusinessBody), async (c) => {
    const { db, blobs } = c.var.deps;
    const owner = ownerOf(c);
    const id = parseId(c.req.param("id"));
    const existing = id && (await getOwnBusiness(db, owner.id, id));
    if (!existing) return businessNotFound(c);
    const body = c.req.valid("json");
    // An edit of a reviewed listing builds on the edit waiting for review, if any, not on the live listing.
    const stored = () => (isReviewed(existing.business.status) ? editBaseOf(db, existing) : existing.business);
    const prepared = await prepareListing(c, owner.id, body, stored);
    if (!prepared.ok) return prepared.response;
    // An approved listing stays as it is for visitors: the edit waits for an admin's review. So
    // does an unpublished one, so that republishing it never shows what nobody reviewed.
    if (isReviewed(existing.business.status)) {
      const revision = await proposeRevision(db, blobs, existing, body, prepared.category, prepared.attach, nowOf(c));
      await auditListing(c, "propose", existing.business);
      return ok(c, withRevision(serializeBusiness(existing, await qrViewOf(c, [existing])), revision), 200, c.var.t("qr.revisionSent"));
    }
    const saved = await updateBusiness(db, blobs, existing.business, body, prepared.category, { attach: prepared.attach, byOwner: true, now: nowOf(c) });
    // No row: an admin approved it between our read and the write.
    if (!saved) return fail(c, 403, c.var.t("qr.approvedLocked"));
    await auditListing(c, "update", saved);
    const row = await getOwnBusiness(db, owner.id, saved.id);
    return ok(c, serializeBusiness(row!, await qrViewOf(c, [row!])), 200, c.var.t("qr.businessSaved"));
  })
  // The code's design: the owner's own listings only; a suspended owner is refused by `write`.
  .put("/:id/qr-design", requireOwner({ write: true }), validate("json", qrDesignSchema), async (c) => {
    const { db } = c.var.deps;
    const owner = ownerOf(c);
    const id = parseId(c.req.param("id"));
    const existing = id && (await getOwnBusiness(db, owner.id, id));
    if (!existing) return businessNotFound(c);
    return putQrDesign(c, existing, c.req.valid("json"), () => getOwnBusiness(db, owner.id, existing.business.id));
  })
  .delete("/:id", requireOwner({ write: true }), async (c) => {
    const { db, blobs } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getOwnBusiness(db, ownerOf(c).id, id));
    if (!existing || !(await deleteBusiness(db, blobs, existing.business))) return businessNotFound(c);
    // Owners' writes keep the page cache (see changesContent), except this one when visitors
    // could see the listing: its page, the sitemap and the directory change.
    if (existing.business.status === "approved") await contentVersionOf(c.var.deps).bump();
    await auditListing(c, "delete", existing.business);
    return ok(c, { id: existing.business.id }, 200, c.var.t("qr.businessDeleted"));
  });
