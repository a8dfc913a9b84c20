import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { dashboardStatistics } from "../../services/statistics";

/** `/api/statistics`: dashboard counts (equal to the admin lists) and recent activity. */
export const statisticsRoutes = new Hono<AppEnv>().get("/", requireAdmin(), async (c) => ok(c, await dashboardStatistics(c.var.deps.db)));
