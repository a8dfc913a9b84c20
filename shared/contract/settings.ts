import { z } from "zod";
import type { ContactFieldKey } from "./contact";
import { boolean, digitText, email, hexColor, optionalText, phone, webImageUrl } from "./fields";
import type { FlagSettingKey } from "../setting-flags";

/**
 * The site settings (`/api/site-settings`): one object of strings. They are stored as key/value
 * rows (`site_settings`), except the agency's e-mail, phone and address, which the contact items
 * hold (see ./contact.ts); so the settings' shape is written here, one rule a key, and the type
 * makes a missing or misspelt key fail the typecheck.
 */

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

export { flagSettingKeys, type FlagSettingKey } from "../setting-flags";

export type BilingualSettingKey = (typeof bilingualSettingKeys)[number];
export type PlainSettingKey = (typeof plainSettingKeys)[number];
/** The settings that are text. */
export type SettingKey = PlainSettingKey | `${BilingualSettingKey}_ar` | `${BilingualSettingKey}_en`;

/** Every setting as an admin edits it, both languages of each bilingual one. */
export type StoredSettings = Record<SettingKey, string> & Record<FlagSettingKey, boolean>;
/** The settings as the API answers them: the stored ones plus each bilingual one in the asked language. */
export type SiteSettings = StoredSettings & Record<BilingualSettingKey, string>;

/** The settings kept in `site_settings` rows: all but the contact items' fields. */
export type SettingRowKey = Exclude<SettingKey, ContactFieldKey> | FlagSettingKey;

const blankOr = (schema: z.ZodType<string>) => z.union([z.literal(""), schema]);
const text = (max: number) => optionalText(max);

const settingsShape = {
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
  // An upload's address, or any image address as typed ("agency.sy/logo.png" gets https://).
  logo_url: blankOr(webImageUrl()),
  favicon_url: blankOr(webImageUrl()),
  primary_color: hexColor(),
  secondary_color: hexColor(),
  contact_email: blankOr(email()),
  contact_phone: blankOr(phone()),
  whatsapp: blankOr(phone()),
  // Only IDs, never markup: these end up in the page's head.
  google_analytics: blankOr(z.string().trim().regex(/^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/i, "validation.invalidType")),
  facebook_pixel: blankOr(digitText().regex(/^\d{6,20}$/, "validation.invalidType")),
  show_old_pounds: boolean(),
} satisfies Record<SettingKey, z.ZodType<string, unknown>> & Record<FlagSettingKey, z.ZodType<boolean, unknown>>;

/**
 * What an admin sends for the settings: any subset of the keys (PUT sends the whole object, and
 * what it leaves out returns to its default). Other keys, such as the plain localized ones a GET
 * answered, are ignored.
 */
export const settingsBody = z.object(settingsShape).partial();
export type SettingsInput = z.output<typeof settingsBody>;
