import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { fail, ok } from "../../../lib/respond";
import { parseId, validate } from "../../../lib/validation";
import { actorOf, ownerOf, requireOwner } from "../../../middleware/auth";
import { audit } from "../../../services/audit";
import { getOwnBusiness, getPublicBusiness, listOwnBusinesses } from "../../../services/qr/business-queries";
import { serializeBusiness, serializePublicBusiness } from "../../../services/qr/business-view";
import { createBusiness, deleteBusiness, updateBusiness } from "../../../services/qr/business-writes";
import { listCategories } from "../../../services/qr/categories";
import { scanStats } from "../../../services/qr/scans";
import { createBusinessBody, updateBusinessBody } from "./business-fields";
import { businessNotFound, viewOf } from "./context";
import { prepareListing } from "./listing-input";

/**
 * `/api/qr/businesses`: the categories and approved listings for everyone; an owner's own
 * listings, their stats and writes for owners. Fixed paths come before `/:id`.
 */
export const businessRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => ok(c, await listCategories(c.var.deps.db, c.var.lang)))
  .get("/my-businesses", requireOwner(), async (c) => {
    const rows = await listOwnBusinesses(c.var.deps.db, ownerOf(c).id);
    return ok(c, rows.map((r) => serializeBusiness(r, viewOf(c))));
  })
  .get("/edit/:id", requireOwner(), async (c) => {
    const id = parseId(c.req.param("id"));
    const row = id && (await getOwnBusiness(c.var.deps.db, ownerOf(c).id, id));
    return row ? ok(c, serializeBusiness(row, viewOf(c)), 200, c.var.t("qr.loaded")) : businessNotFound(c);
  })
  .get("/:id/stats", requireOwner(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const row = id && (await getOwnBusiness(db, ownerOf(c).id, id));
    return row ? ok(c, await scanStats(db, row.business.id)) : businessNotFound(c);
  })
  .get("/:id", async (c) => {
    const row = await getPublicBusiness(c.var.deps.db, c.req.param("id"));
    return row ? ok(c, serializePublicBusiness(row, viewOf(c)), 200, c.var.t("qr.loaded")) : businessNotFound(c);
  })
  .post("/", requireOwner(), validate("json", createBusinessBody), async (c) => {
    const { db } = c.var.deps;
    const owner = ownerOf(c);
    const body = c.req.valid("json");
    const prepared = await prepareListing(c, owner.id, body);
    if (!prepared.ok) return prepared.response;
    const created = await createBusiness(db, owner.id, body, prepared.category!, prepared.attach);
    await audit(db, actorOf(c), "create", "qr_business", created.id, created.businessName);
    const row = await getOwnBusiness(db, owner.id, created.id);
    return ok(c, serializeBusiness(row!, viewOf(c)), 201, c.var.t("qr.businessSaved"));
  })
  .put("/:id", requireOwner(), validate("json", updateBusinessBody), async (c) => {
    const { db, blobs } = c.var.deps;
    const owner = ownerOf(c);
    const id = parseId(c.req.param("id"));
    const existing = id && (await getOwnBusiness(db, owner.id, id));
    if (!existing) return businessNotFound(c);
    // Owners edit only listings that are not approved.
    if (existing.business.status === "approved") return fail(c, 403, c.var.t("qr.approvedLocked"));
    const body = c.req.valid("json");
    const prepared = await prepareListing(c, owner.id, body);
    if (!prepared.ok) return prepared.response;
    const saved = await updateBusiness(db, blobs, existing.business, body, prepared.category, { attach: prepared.attach, byOwner: true });
    // No row: an admin approved it between our read and the write.
    if (!saved) return fail(c, 403, c.var.t("qr.approvedLocked"));
    await audit(db, actorOf(c), "update", "qr_business", saved.id, saved.businessName);
    const row = await getOwnBusiness(db, owner.id, saved.id);
    return ok(c, serializeBusiness(row!, viewOf(c)), 200, c.var.t("qr.businessSaved"));
  })
  .delete("/:id", requireOwner(), async (c) => {
    const { db, blobs } = c.var.deps;
    const id = parseId(c.req.param("id"));
    const existing = id && (await getOwnBusiness(db, ownerOf(c).id, id));
    if (!existing || !(await deleteBusiness(db, blobs, existing.business))) return businessNotFound(c);
    await audit(db, actorOf(c), "delete", "qr_business", existing.business.id, existing.business.businessName);
    return ok(c, { id: existing.business.id }, 200, c.var.t("qr.businessDeleted"));
  });
