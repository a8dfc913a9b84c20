import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../env";
import { ok } from "../../../lib/respond";
import { parseId, validate } from "../../../lib/validation";
import { requireAdmin } from "../../../middleware/auth";
import { getBusiness } from "../../../services/qr/business-queries";
import { listingStats, MAX_TREND_DAYS } from "../../../services/qr/scan-trends";
import { nowOf } from "../../../lib/clock";
import { businessNotFound } from "./context";

/** `?days=N`: a whole number of days from 1 to a year and a day; 30 when absent. */
export const statsQuery = z.object({
  days: z.coerce.number("validation.number").int("validation.number").min(1, "validation.number").max(MAX_TREND_DAYS, "validation.number").default(30),
});

/** `/api/qr/admin/{id}/stats?days=N`: any listing's figures, for admins. */
export const adminStatsRoutes = new Hono<AppEnv>().get("/:id/stats", requireAdmin(), validate("query", statsQuery), async (c) => {
  const { db } = c.var.deps;
  const id = parseId(c.req.param("id"));
  const row = id && (await getBusiness(db, id));
  return row ? ok(c, await listingStats(db, row.business.id, c.req.valid("query").days, nowOf(c))) : businessNotFound(c);
});
