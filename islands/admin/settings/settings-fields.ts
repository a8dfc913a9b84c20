import type { BilingualSettingKey, PlainSettingKey, StoredSettings } from "../../../shared/contract/settings";
import { isFlagSetting as isFlag, type FlagSettingKey } from "../../../shared/setting-flags";
import type { FieldRule } from "../../../shared/field-rules";
import { settingsRules as serverRules } from "../../../shared/form-rules";
import type { Rules } from "../core/validate";

/** One setting in the form: a bilingual pair (its `_ar` and `_en` keys) or a single key, named as the API names it. */
type FieldOf<K> = K extends BilingualSettingKey
  ? { name: K; pair: true; multiline?: boolean }
  : K extends FlagSettingKey
    ? { name: K; pair?: undefined; type: "flag"; multiline?: undefined }
    : { name: K; pair?: undefined; type?: "text" | "email" | "tel" | "url" | "color" | "image"; multiline?: undefined };
export type SettingField = FieldOf<BilingualSettingKey> | FieldOf<PlainSettingKey> | FieldOf<FlagSettingKey>;

const sections = ["general", "appearance", "contact", "prices", "seo", "analytics"] as const;
type Section = (typeof sections)[number];

/**
 * Every setting the form shows, with its section, in the order shown. The type asks for every
 * setting of the contract: one it adds and the form forgets fails the typecheck here.
 */
const fields = {
  site_name: { section: "general", pair: true },
  site_description: { section: "general", pair: true, multiline: true },
  // Uploaded like every admin image (or an address typed in), shown whole.
  logo_url: { section: "general", type: "image" },
  favicon_url: { section: "general", type: "image" },
  primary_color: { section: "appearance", type: "color" },
  secondary_color: { section: "appearance", type: "color" },
  contact_email: { section: "contact", type: "email" },
  contact_phone: { section: "contact", type: "tel" },
  whatsapp: { section: "contact", type: "tel" },
  address: { section: "contact", pair: true },
  // A switch: Syrian prices on public pages also in old pounds.
  show_old_pounds: { section: "prices", type: "flag" },
  working_hours: { section: "contact", pair: true, multiline: true },
  meta_title: { section: "seo", pair: true },
  meta_description: { section: "seo", pair: true, multiline: true },
  meta_keywords: { section: "seo", pair: true },
  google_analytics: { section: "analytics" },
  facebook_pixel: { section: "analytics" },
} satisfies { [K in BilingualSettingKey | PlainSettingKey | FlagSettingKey]: Omit<FieldOf<K>, "name"> & { section: Section } };

/** The settings form's sections, in order. */
export const settingsSections: { key: Section; fields: SettingField[] }[] = sections.map((key) => ({
  key,
  fields: Object.entries(fields).flatMap(([name, { section, ...field }]) => (section === key ? [{ name, ...field } as SettingField] : [])),
}));

/** Every key PUT sends: the whole object. */
export const settingKeys: (keyof StoredSettings)[] = settingsSections.flatMap((s) =>
  s.fields.flatMap((f) => (f.pair ? ([`${f.name}_ar`, `${f.name}_en`] as const) : [f.name])),
);

/**
 * The server's rule of every setting (shared/form-rules.ts): lengths, image addresses for logo and
 * favicon (typed as "agency.sy/logo.png" too, as the server takes them), e-mail and phone formats,
 * colours as #RRGGBB. Typed over every stored setting, so a new one needs its rule.
 * One difference on purpose: the server takes a blank colour, the form asks for both (a colour
 * picker always holds one, and the site's look needs them).
 */
const every: Record<keyof StoredSettings, FieldRule> = serverRules;
export const settingsRules: Rules<StoredSettings> = {
  ...every,
  primary_color: { ...every.primary_color, required: true },
  secondary_color: { ...every.secondary_color, required: true },
};

/** The form's values from the API's object: only the stored keys, text as strings and switches as booleans. */
export const settingsValues = (data: Partial<Record<keyof StoredSettings, unknown>>) =>
  Object.fromEntries(settingKeys.map((k) => [k, isFlag(k) ? data[k] === true : typeof data[k] === "string" ? data[k] : ""])) as unknown as StoredSettings;

/** What PUT sends of one setting: a switch as it is, text trimmed. */
export const sentValue = (key: keyof StoredSettings, value: unknown) => (isFlag(key) ? value === true : String(value ?? "").trim());
