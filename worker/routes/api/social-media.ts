import { Hono } from "hono";
import { z } from "zod";
import { socialPlatforms } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { actorOf, isAdmin, requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { boolean, httpUrl, integer, optionalText, uniqueIds, validate, withAliases } from "../../lib/validation";
import { audit } from "../../services/audit";
import { listSocialLinks, replaceSocialLinks } from "../../services/social-links";

const link = withAliases(
  { order: "order_index", isActive: "is_active" },
  z.object({
    id: integer(1, 1_000_000_000).optional(),
    platform: z.enum(socialPlatforms),
    url: httpUrl(),
    icon: optionalText(40).transform((v) => v || null),
    is_active: boolean().default(true),
    order_index: integer(0, 10_000).default(0),
  }),
);

const body = uniqueIds(z.array(link).max(30, "validation.tooMany"));

/** `/api/social-media`: active links for everyone (no language); PUT replaces the whole array. */
export const socialRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await listSocialLinks(c.var.deps.db, !isAdmin(c))))
  .put("/", requireAdmin(), validate("json", body), async (c) => {
    const { db } = c.var.deps;
    const items = await replaceSocialLinks(db, c.req.valid("json"));
    await audit(db, actorOf(c), "update", "social_links", undefined, `${items.length} links`);
    return ok(c, items, 200, c.var.t("api.updated"));
  });
