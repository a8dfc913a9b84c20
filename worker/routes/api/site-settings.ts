import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { validate } from "../../lib/validation";
import { settingsBody } from "../../../shared/contract/settings";
import { defaultSettings, readSettings, settingKeys, writeSettings } from "../../services/site-settings";
import { record } from "./record";

/** `/api/site-settings`: the whole settings object with its defaults; PUT replaces it. */
export const settingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await readSettings(c.var.deps.db, c.var.lang)))
  .put("/", requireAdmin({ role: "admin" }), validate("json", settingsBody), async (c) => {
    const { db } = c.var.deps;
    const input = c.req.valid("json");
    const values = { ...defaultSettings };
    for (const key of settingKeys) (values as Record<string, unknown>)[key] = input[key] ?? values[key];
    await writeSettings(db, values);
    await record(c, "update", "site_settings");
    // Read back: the contact fields answer as the contact items now hold them.
    return ok(c, await readSettings(db, c.var.lang), 200, c.var.t("api.updated"));
  });
