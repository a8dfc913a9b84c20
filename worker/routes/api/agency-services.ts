import { Hono } from "hono";
import { z } from "zod";
import { serviceIcons } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { actorOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { bulkBody, runBulk } from "../../lib/bulk";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { boolean, imageUrl, integer, optionalText, parseId, requiredText, validate, withAliases } from "../../lib/validation";
import { createService, deleteService, getService, listServices, listServicesPage, serviceSorts, updateService } from "../../services/agency-services";
import { audit } from "../../services/audit";
import { created, deleted, itemNotFound, updated } from "./replies";

// A feature in either spelling; `feature_text` alone fills both languages. Blank ones are dropped,
// since the admin form starts every new service with one empty feature.
const feature = z
  .object({ feature_ar: optionalText(200), feature_en: optionalText(200), feature_text: optionalText(200) })
  .transform((f) => ({ feature_ar: f.feature_ar || f.feature_text || f.feature_en, feature_en: f.feature_en || f.feature_text || f.feature_ar }));

const fields = z.object({
  title_ar: requiredText(120),
  title_en: requiredText(120),
  description_ar: requiredText(2000),
  description_en: requiredText(2000),
  icon: z.enum(serviceIcons),
  image: z.preprocess((v) => (v === "" ? null : v), imageUrl().nullable()),
  category: optionalText(60),
  price_ar: optionalText(60),
  price_en: optionalText(60),
  is_active: boolean(),
  order_index: integer(0, 10_000),
  features: z
    .array(feature)
    .max(20, "validation.tooMany")
    .transform((list) => list.filter((f) => f.feature_ar || f.feature_en)),
});
const aliases = { order: "order_index", isActive: "is_active" };
const createBody = withAliases(
  aliases,
  fields.extend({
    icon: z.enum(serviceIcons).default("camera"),
    image: fields.shape.image.default(null),
    is_active: boolean().default(true),
    order_index: integer(0, 10_000).default(0),
    features: fields.shape.features.default([]),
  }),
);
const updateBody = withAliases(aliases, fields.partial());

const servicesQuery = listQuery(serviceSorts, "order_index", { status: z.enum(["all", "active", "inactive"]).optional() });

/** `/api/services`: active services for everyone, all for admins; `/active` always active only. */
export const serviceRoutes = new Hono<AppEnv>()
  // Admins get one page at a time (with the total); visitors get the active services.
  .get("/", validate("query", servicesQuery), async (c) => {
    if (!isAdmin(c)) return ok(c, await listServices(c.var.deps.db, c.var.lang, true));
    const query = c.req.valid("query");
    const active = query.status === "active" ? true : query.status === "inactive" ? false : undefined;
    const { rows, total } = await listServicesPage(c.var.deps.db, c.var.lang, { active, term: searchTermOf(query) }, query);
    return okPage(c, rows, pageMeta(total, query));
  })
  .get("/active", async (c) => ok(c, await listServices(c.var.deps.db, c.var.lang, true)))
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const service = id && (await getService(c.var.deps.db, id, c.var.lang));
    return service && (service.is_active || isAdmin(c)) ? ok(c, service) : itemNotFound(c);
  })
  // Activate or deactivate up to 200 services, each audited.
  .post("/bulk", requireAdmin(), validate("json", bulkBody(["activate", "deactivate"])), async (c) => {
    const { db } = c.var.deps;
    const input = c.req.valid("json");
    return runBulk(c, input, "service", actorOf(c), async (id) => {
      if (!(await getService(db, id, c.var.lang))) return { outcome: "not_found" };
      const service = await updateService(db, id, { is_active: input.action === "activate" }, c.var.lang);
      return { outcome: "done", details: service.title_ar };
    });
  })
  .post("/", requireAdmin(), validate("json", createBody), async (c) => {
    const { db } = c.var.deps;
    const service = await createService(db, c.req.valid("json"), c.var.lang);
    await audit(db, actorOf(c), "create", "service", service.id, service.title_ar);
    return created(c, service);
  })
  .put("/:id", requireAdmin(), validate("json", updateBody), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    if (!id || !(await getService(db, id, c.var.lang))) return itemNotFound(c);
    const service = await updateService(db, id, c.req.valid("json"), c.var.lang);
    await audit(db, actorOf(c), "update", "service", id, service.title_ar);
    return updated(c, service);
  })
  .delete("/:id", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const id = parseId(c.req.param("id"));
    if (!id || !(await deleteService(db, id))) return itemNotFound(c);
    await audit(db, actorOf(c), "delete", "service", id);
    return deleted(c, id);
  });
