import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { isAdmin, requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { validate } from "../../lib/validation";
import { contactListBody } from "../../../shared/contract/contact";
import { listContactInfo, replaceContactInfo } from "../../services/contact-info";
import { record } from "./record";

/** `/api/contact-info`: active items for everyone (email, phone, address order); PUT replaces all. */
export const contactInfoRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await listContactInfo(c.var.deps.db, c.var.lang, !isAdmin(c))))
  .put("/", requireAdmin(), validate("json", contactListBody), async (c) => {
    const { db } = c.var.deps;
    const items = await replaceContactInfo(db, c.req.valid("json"), c.var.lang);
    await record(c, "update", "contact_info", undefined, { key: "items", count: items.length });
    return ok(c, items, 200, c.var.t("api.updated"));
  });

