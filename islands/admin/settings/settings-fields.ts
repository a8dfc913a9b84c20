import type { bilingualSettingKeys, plainSettingKeys, StoredSettings } from "../../../worker/services/site-settings";
import type { Rules } from "../core/validate";

/** One setting in the form: a bilingual pair (its `_ar` and `_en` keys) or a single key, named as the API names it. */
export type SettingField =
  | { name: (typeof bilingualSettingKeys)[number]; pair: true; multiline?: boolean }
  | { name: (typeof plainSettingKeys)[number]; pair?: undefined; type?: "text" | "email" | "tel" | "url" | "color"; multiline?: undefined };

/** The settings form's sections, in order. */
export const settingsSections: { key: string; fields: SettingField[] }[] = [
  {
    key: "general",
    fields: [
      { name: "site_name", pair: true },
      { name: "site_description", pair: true, multiline: true },
      { name: "logo_url", type: "url" },
      { name: "favicon_url", type: "url" },
    ],
  },
  {
    key: "appearance",
    fields: [
      { name: "primary_color", type: "color" },
      { name: "secondary_color", type: "color" },
    ],
  },
  {
    key: "contact",
    fields: [
      { name: "contact_email", type: "email" },
      { name: "contact_phone", type: "tel" },
      { name: "whatsapp", type: "tel" },
      { name: "address", pair: true },
      { name: "working_hours", pair: true, multiline: true },
    ],
  },
  {
    key: "seo",
    fields: [
      { name: "meta_title", pair: true },
      { name: "meta_description", pair: true, multiline: true },
      { name: "meta_keywords", pair: true },
    ],
  },
  { key: "analytics", fields: [{ name: "google_analytics" }, { name: "facebook_pixel" }] },
];

/** Every key PUT sends: the whole stored object. */
export const settingKeys: (keyof StoredSettings)[] = settingsSections.flatMap((s) =>
  s.fields.flatMap((f) => (f.pair ? ([`${f.name}_ar`, `${f.name}_en`] as const) : [f.name])),
);

/** URLs for logo and favicon, email and phone formats; colours as #RRGGBB. */
export const settingsRules: Rules<StoredSettings> = {
  logo_url: ["imageUrl"],
  favicon_url: ["imageUrl"],
  contact_email: ["email"],
  contact_phone: ["phone"],
  whatsapp: ["phone"],
  primary_color: ["required", "color"],
  secondary_color: ["required", "color"],
};

/** The form's values from the API's object: only the stored keys, as strings. */
export const settingsValues = (data: Partial<Record<keyof StoredSettings, unknown>>) =>
  Object.fromEntries(settingKeys.map((k) => [k, typeof data[k] === "string" ? data[k] : ""])) as StoredSettings;
