import type { InferResponseType } from "hono/client";
import { formatDateTime } from "../../../locales/format";
import type { Lang, Translate } from "../../../locales/i18n";
import type { client } from "../core/api";
import { plainTextOf } from "./rich/state";

/**
 * A post's history as the admin's form shows it: the versions the server keeps, what each field
 * is called, and each field's value as words, for comparing a version with the post as it is.
 */

type PostRoutes = (typeof client)["blog-posts"][":id"];

/** One line of the history (no fields): who saved, when, how, and which fields differ from now. */
export type VersionSummary = Extract<InferResponseType<PostRoutes["versions"]["$get"], 200>, { success: true }>["data"][number];
/** One version with its fields. */
export type VersionDetail = Extract<InferResponseType<PostRoutes["versions"][":versionId"]["$get"], 200>, { success: true }>["data"];
/** The fields a version keeps. */
export type VersionData = VersionDetail["data"];
export type VersionField = keyof VersionData;

/**
 * How each field a version keeps is named and shown, in the form's order: its label (the form's
 * own words), the language of its text (for its writing direction) and what kind of value it
 * holds. Typed over every field, so one the server starts keeping must be given its place here.
 */
type Shown = { label: string; lang?: Lang; kind: "text" | "body" | "image" | "category" | "tags" | "status" | "moment" };
const pair = (label: string, kind: "text" | "body" = "text") => [
  { label, lang: "ar", kind },
  { label, lang: "en", kind },
] as const satisfies readonly Shown[];
const [titleAr, titleEn] = pair("fields.title");
const [excerptAr, excerptEn] = pair("fields.excerpt");
const [contentAr, contentEn] = pair("fields.content", "body");
const [altAr, altEn] = pair("fields.altText");
const [slugAr, slugEn] = pair("fields.slug");
const [metaTitleAr, metaTitleEn] = pair("fields.metaTitle");
const [metaDescriptionAr, metaDescriptionEn] = pair("fields.metaDescription");

export const versionFields = {
  title_ar: titleAr,
  title_en: titleEn,
  excerpt_ar: excerptAr,
  excerpt_en: excerptEn,
  content_ar: contentAr,
  content_en: contentEn,
  image: { label: "fields.image", kind: "image" },
  alt_text_ar: altAr,
  alt_text_en: altEn,
  category: { label: "fields.category", kind: "category" },
  status: { label: "fields.status", kind: "status" },
  publish_at: { label: "blog.history.publishAt", kind: "moment" },
  unpublish_at: { label: "blog.history.unpublishAt", kind: "moment" },
  tags: { label: "fields.tags", kind: "tags" },
  slug_ar: slugAr,
  slug_en: slugEn,
  meta_title_ar: metaTitleAr,
  meta_title_en: metaTitleEn,
  meta_description_ar: metaDescriptionAr,
  meta_description_en: metaDescriptionEn,
} satisfies Record<VersionField, Shown>;

const order = Object.keys(versionFields) as VersionField[];

/** The fields named in `changed`, in the form's order (a name the admin does not know is left out). */
export const inFormOrder = (changed: readonly string[]): VersionField[] => order.filter((f) => changed.includes(f));

/** A field's name as the form labels it: "العنوان (بالعربية)", "Content (English)". */
export function fieldLabel(t: Translate, field: VersionField): string {
  const shown: Shown = versionFields[field];
  const label = t(shown.label);
  return shown.lang ? t(shown.lang === "ar" ? "common.inArabic" : "common.inEnglish", { label }) : label;
}

/** The writing direction of a field's value: its language's, or the admin's for the rest. */
export const fieldDir = (field: VersionField, uiLang: Lang): "rtl" | "ltr" => ((versionFields[field] as Shown).lang ?? uiLang) === "ar" ? "rtl" : "ltr";
export const fieldLang = (field: VersionField, uiLang: Lang): Lang => (versionFields[field] as Shown).lang ?? uiLang;

/** Anything the post holds as a field's value (a version's, or the post's as it is). */
type Values = { [K in VersionField]?: unknown };

/**
 * A field's value as words, or "" for none: text as written, a body as its words (a line per
 * block), the category and status in the admin's words, tags in a list, moments on the admin's
 * clock, the image by its address.
 */
export function valueText(field: VersionField, values: Values, t: Translate, lang: Lang): string {
  const value = values[field];
  if (value === null || value === undefined) return "";
  switch ((versionFields[field] as Shown).kind) {
    case "body":
      return plainTextOf(value).trim();
    case "category":
      return value ? t(`blog.categories.${String(value)}`) : "";
    case "status":
      return value ? t(`blog.status.${String(value)}`) : "";
    case "tags":
      return Array.isArray(value) ? value.map(String).join(t("common.listSeparator")) : "";
    case "moment":
      return formatDateTime(String(value), lang);
    default:
      return String(value).trim();
  }
}
