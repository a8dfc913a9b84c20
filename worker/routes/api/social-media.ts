import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { isAdmin, requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { validate } from "../../lib/validation";
import { socialListBody } from "../../../shared/contract/social";
import { listSocialLinks, replaceSocialLinks } from "../../services/social-links";
import { record } from "./record";

/** `/api/social-media`: active links for everyone (no language); PUT replaces the whole array. */
export const socialRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await listSocialLinks(c.var.deps.db, !isAdmin(c))))
  .put("/", requireAdmin(), validate("json", socialListBody), async (c) => {
    const { db } = c.var.deps;
    const items = await replaceSocialLinks(db, c.req.valid("json"));
    await record(c, "update", "social_links", undefined, { key: "links", count: items.length });
    return ok(c, items, 200, c.var.t("api.updated"));
  });
