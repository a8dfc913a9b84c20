import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { actorOf, requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { email, hexColor, imageUrl, optionalText, phone, validate } from "../../lib/validation";
import { audit } from "../../services/audit";
import {
  bilingualSettingKeys,
  defaultSettings,
  localizeSettings,
  readSettings,
  writeSettings,
  type StoredSettings,
} from "../../services/site-settings";

const blankOr = (schema: z.ZodType<string>) => z.union([z.literal(""), schema]);
const text = (max: number) => optionalText(max);

// Every field optional: PUT sends the whole object, and what it leaves out returns to its default.
const shape: Record<keyof StoredSettings, z.ZodType<string>> = {
  site_name_ar: text(120),
  site_name_en: text(120),
  site_description_ar: text(500),
  site_description_en: text(500),
  address_ar: text(300),
  address_en: text(300),
  working_hours_ar: text(500),
  working_hours_en: text(500),
  meta_title_ar: text(120),
  meta_title_en: text(120),
  meta_description_ar: text(300),
  meta_description_en: text(300),
  meta_keywords_ar: text(300),
  meta_keywords_en: text(300),
  logo_url: blankOr(imageUrl()),
  favicon_url: blankOr(imageUrl()),
  primary_color: hexColor(),
  secondary_color: hexColor(),
  contact_email: blankOr(email()),
  contact_phone: blankOr(phone()),
  whatsapp: blankOr(phone()),
  // Only IDs, never markup: these end up in the page's head.
  google_analytics: blankOr(z.string().trim().regex(/^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/i, "validation.invalidType")),
  facebook_pixel: blankOr(z.string().trim().regex(/^\d{6,20}$/, "validation.invalidType")),
};

const body = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const input = { ...(raw as Record<string, unknown>) };
    // A plain bilingual key (site_name) is the Arabic text when the _ar one is absent.
    for (const key of bilingualSettingKeys) {
      if (input[`${key}_ar`] === undefined && input[key] !== undefined) input[`${key}_ar`] = input[key];
    }
    return input;
  },
  z.object(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.optional()]))),
);

/** `/api/site-settings`: the whole settings object with its defaults; PUT replaces it. */
export const settingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await readSettings(c.var.deps.db, c.var.lang)))
  .put("/", requireAdmin({ role: "admin" }), validate("json", body), async (c) => {
    const { db } = c.var.deps;
    const input = c.req.valid("json") as Partial<StoredSettings>;
    const values = { ...defaultSettings };
    for (const key of Object.keys(defaultSettings) as (keyof StoredSettings)[]) {
      if (input[key] !== undefined) values[key] = input[key]!;
    }
    await writeSettings(db, values);
    await audit(db, actorOf(c), "update", "site_settings");
    return ok(c, localizeSettings(values, c.var.lang), 200, c.var.t("api.updated"));
  });
