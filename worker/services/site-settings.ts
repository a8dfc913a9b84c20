import { inArray } from "drizzle-orm";
import type { DB } from "../../db/client";
import { siteSettings } from "../../db/schema";
import type { Lang } from "../../locales/i18n";
import { contactFieldKeys, type ContactFields } from "../../shared/contract/contact";
import {
  bilingualSettingKeys,

  type SettingRowKey,
  type SiteSettings,
  type StoredSettings,
} from "../../shared/contract/settings";
import { contactFieldsFromItems, contactItemWrites } from "./contact-details";
import { isFlagSetting } from "../../shared/setting-flags";

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
  // On while people still count in old pounds (the swap began on 1 January 2026).
  show_old_pounds: true,
};

export const settingKeys = Object.keys(defaultSettings) as (keyof StoredSettings)[];
const isFlag = isFlagSetting;

const isContactField = (key: string): key is keyof ContactFields => (contactFieldKeys as readonly string[]).includes(key);
/** The keys `site_settings` rows hold: every setting but the contact items' fields. */
export const settingRowKeys = settingKeys.filter((key): key is SettingRowKey => !isContactField(key));

/** A row's text as its setting's value: a flag's "true" or "false", any other as it is. */
function valueOf(key: SettingRowKey, text: string): StoredSettings[SettingRowKey] {
  return isFlag(key) ? text === "true" : text;
}

const contactFieldsOf = (values: StoredSettings) => Object.fromEntries(contactFieldKeys.map((key) => [key, values[key]])) as ContactFields;

/** The settings the rows hold, each missing one at its default (the contact fields at theirs). */
export async function readStoredSettings(db: DB): Promise<StoredSettings> {
  const rows = await db.select().from(siteSettings);
  const out = { ...defaultSettings };
  for (const row of rows) {
    if ((settingRowKeys as string[]).includes(row.key) && typeof row.value === "string") {
      const key = row.key as SettingRowKey;
      (out as Record<SettingRowKey, unknown>)[key] = valueOf(key, row.value);
    }
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

/** The settings as everyone reads them: the rows, with the contact fields from the contact items. */
export async function readCurrentSettings(db: DB): Promise<StoredSettings> {
  const stored = await readStoredSettings(db);
  return { ...stored, ...(await contactFieldsFromItems(db, contactFieldsOf(defaultSettings))) };
}

export const readSettings = async (db: DB, lang: Lang) => localizeSettings(await readCurrentSettings(db), lang);

/**
 * Replaces the whole settings object in one atomic batch: the rows take every setting but the
 * contact fields, which go to the contact items.
 */
export async function writeSettings(db: DB, values: StoredSettings) {
  await db.batch([
    // Every key, the contact fields included, so no row of theirs can linger.
    db.delete(siteSettings).where(inArray(siteSettings.key, settingKeys)),
    db.insert(siteSettings).values(settingRowKeys.map((key) => ({ key, value: String(values[key]) }))),
    ...(await contactItemWrites(db, contactFieldsOf(values))),
  ]);
}
