import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { DB } from "../../db/client";
import { siteSettings } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { email, hexColor, imageUrl, optionalText, phone } from "../../shared/contract/fields";
import { contactFieldsFromItems, contactItemWrites } from "./contact-details";

/** Settings that are text in two languages; the API adds the plain field for the asked language. */
export const bilingualSettingKeys = [
  "site_name",
  "site_description",
  "address",
  "working_hours",
  "meta_title",
  "meta_description",
  "meta_keywords",
] as const;

export const plainSettingKeys = [
  "logo_url",
  "favicon_url",
  "primary_color",
  "secondary_color",
  "contact_email",
  "contact_phone",
  "whatsapp",
  "google_analytics",
  "facebook_pixel",
] as const;

type BilingualKey = (typeof bilingualSettingKeys)[number];
type PlainKey = (typeof plainSettingKeys)[number];
export type StoredSettings = Record<PlainKey | `${BilingualKey}_ar` | `${BilingualKey}_en`, string>;
export type SiteSettings = StoredSettings & Record<BilingualKey, string>;

/** The defaults; an empty database still yields a complete settings object. */
export const defaultSettings: StoredSettings = {
  site_name_ar: "وكالة دمشق للإعلان",
  site_name_en: "Damascus Ad Agency",
  site_description_ar: "وكالة إعلان وإنتاج إعلامي في دمشق",
  site_description_en: "Advertising and media production agency in Damascus",
  address_ar: "دمشق، سوريا",
  address_en: "Damascus, Syria",
  working_hours_ar: "من الأحد إلى الخميس: من ٩ صباحاً حتى ٦ مساءً، الجمعة: من ٩ صباحاً حتى ٢ ظهراً، السبت: مغلق",
  working_hours_en: "Sun - Thu: 9:00 - 18:00, Fri: 9:00 - 14:00, Sat: closed",
  // Empty: pages use their own localized titles until the admin sets one.
  meta_title_ar: "",
  meta_title_en: "",
  meta_description_ar: "",
  meta_description_en: "",
  meta_keywords_ar: "",
  meta_keywords_en: "",
  logo_url: "/images/logo.svg",
  favicon_url: "/favicon.svg",
  primary_color: "#6366f1",
  secondary_color: "#8b5cf6",
  contact_email: "",
  contact_phone: "",
  whatsapp: "",
  google_analytics: "",
  facebook_pixel: "",
};

export const settingKeys = Object.keys(defaultSettings) as (keyof StoredSettings)[];

// The settings live as key/value rows, so their shape is written here, one rule a key (the
// type above makes a missing or misspelt key fail the typecheck).
const blankOr = (schema: z.ZodType<string>) => z.union([z.literal(""), schema]);
const text = (max: number) => optionalText(max);

// Every field optional: PUT sends the whole object, and what it leaves out returns to its default.
const settingsShape: Record<keyof StoredSettings, z.ZodType<string>> = {
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

/** What an admin sends for the settings (any subset of the stored keys); the route validates it, the form sends it. */
export const settingsBody = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const input = { ...(raw as Record<string, unknown>) };
    // A plain bilingual key (site_name) is the Arabic text when the _ar one is absent.
    for (const key of bilingualSettingKeys) {
      if (input[`${key}_ar`] === undefined && input[key] !== undefined) input[`${key}_ar`] = input[key];
    }
    return input;
  },
  z.object(settingsShape).partial(),
);
export type SettingsInput = z.infer<typeof settingsBody>;


export async function readStoredSettings(db: DB): Promise<StoredSettings> {
  const rows = await db.select().from(siteSettings);
  const out = { ...defaultSettings };
  for (const row of rows) {
    if (row.key in out && typeof row.value === "string") out[row.key as keyof StoredSettings] = row.value;
  }
  return out;
}

/** Stored settings plus the plain localized fields for `lang` (English falls back to Arabic). */
export function localizeSettings(stored: StoredSettings, lang: Lang): SiteSettings {
  const out = { ...stored } as SiteSettings;
  for (const key of bilingualSettingKeys) {
    out[key] = (lang === "en" ? stored[`${key}_en`] : stored[`${key}_ar`]) || stored[`${key}_ar`] || stored[`${key}_en`];
  }
  return out;
}

/** The settings as everyone reads them: stored values, with the contact fields from the contact items. */
export async function readCurrentSettings(db: DB): Promise<StoredSettings> {
  const stored = await readStoredSettings(db);
  return { ...stored, ...(await contactFieldsFromItems(db, stored)) };
}

export const readSettings = async (db: DB, lang: Lang) => localizeSettings(await readCurrentSettings(db), lang);

/** Replaces the whole settings object, and the contact items it mirrors, in one atomic batch. */
export async function writeSettings(db: DB, values: StoredSettings) {
  const keys = settingKeys;
  await db.batch([
    db.delete(siteSettings).where(inArray(siteSettings.key, keys)),
    db.insert(siteSettings).values(keys.map((key) => ({ key, value: values[key] }))),
    ...(await contactItemWrites(db, values)),
  ]);
}

export async function readSetting(db: DB, key: keyof StoredSettings) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return typeof row?.value === "string" ? row.value : defaultSettings[key];
}
