import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { actorOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { bulkBody, runBulk } from "../../lib/bulk";
import { listQuery, okPage, pageMeta, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { nowOf } from "../../lib/clock";
import { parseId, validate } from "../../lib/validation";
import { createService, deleteService, getService, listServices, listServicesPage, serviceSorts, updateService } from "../../services/agency-services";
import { createServiceBody, updateServiceBody } from "../../../shared/contract/services";
import { itemWrites } from "./item-writes";
import { itemNotFound } from "./replies";

const servicesQuery = listQuery(serviceSorts, "order_index", { status: z.enum(["all", "active", "inactive"]).optional() });

const writes = itemWrites({ entity: "service", get: getService, create: createService, update: updateService, remove: deleteService });

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
      const service = await updateService(db, id, { is_active: input.action === "activate" }, c.var.lang, nowOf(c));
      return { outcome: "done", details: service.title_ar };
    });
  })
  .post("/", requireAdmin(), validate("json", createServiceBody), (c) => writes.create(c, c.req.valid("json")))
  .put("/:id", requireAdmin(), validate("json", updateServiceBody), (c) => writes.update(c, c.req.valid("json")))
  .delete("/:id", requireAdmin(), (c) => writes.remove(c));
