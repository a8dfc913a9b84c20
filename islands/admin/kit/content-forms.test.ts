import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { postBody } from "../../../shared/contract/blog";
import { galleryBody } from "../../../shared/contract/gallery";
import { projectBody } from "../../../shared/contract/portfolio";
import { serviceBody } from "../../../shared/contract/services";
import { postForm } from "../blog/blog-form";
import { fromPlainText } from "../blog/rich/state";
import { galleryForm } from "../gallery/gallery-form";
import { projectForm } from "../portfolio/portfolio-form";
import { serviceForm } from "../services/service-form";
import type { ContentFormConfig } from "./content-form";
import type { FieldSpec } from "./fields";
import { isRequired } from "../core/validate";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form has its own value and item types
type AnyConfig = ContentFormConfig<any, any, any>;

/** A complete, valid set of form values for each content type: the baseline every case changes one field of. */
const forms: [string, AnyConfig, ZodType, Record<string, unknown>][] = [
  [
    "blog",
    postForm,
    postBody,
    {
      title_ar: "عنوان",
      title_en: "Title",
      excerpt_ar: "مقتطف",
      excerpt_en: "Excerpt",
      // The bodies as the rich-text editor holds them.
      content_ar: fromPlainText("نص"),
      content_en: fromPlainText("Text"),
      image: "/images/logo.svg",
      alt_text_ar: "وصف",
      alt_text_en: "Alt",
      category: "marketing",
      tags: [],
      status: "draft",
      publish_at: "2026-12-24T09:00",
      unpublish_at: "",
      slug_ar: "",
      slug_en: "",
      meta_title_ar: "",
      meta_title_en: "",
      meta_description_ar: "",
      meta_description_en: "",
    },
  ],
  [
    "services",
    serviceForm,
    serviceBody,
    {
      title_ar: "خدمة",
      title_en: "Service",
      description_ar: "وصف",
      description_en: "Description",
      icon: "camera",
      image: "/images/logo.svg",
      category: "إعلان",
      price_ar: "١٠٠",
      price_en: "100",
      is_active: true,
      order_index: "3",
      features: [],
    },
  ],
  [
    "portfolio",
    projectForm,
    projectBody,
    {
      title_ar: "مشروع",
      title_en: "Project",
      description_ar: "وصف",
      description_en: "Description",
      category: "photography",
      client: "عميل",
      completion_date: "2025-03-15",
      technologies: [],
      is_featured: false,
      link: "https://example.com",
      order_index: "1",
      images: [],
      slug: "",
      content_ar: null,
      content_en: null,
    },
  ],
  [
    "gallery",
    galleryForm,
    galleryBody,
    { title: "صورة", description: "وصف", url: "/images/logo.svg", alt_text: "وصف", category: "works", tags: [], size: null, dimensions: null },
  ],
];

describe.each(forms)("the %s form's rules and the API's schema", (_name, config, schema, valid) => {
  const accepts = (values: Record<string, unknown>) => schema.safeParse({ size: null, dimensions: null, ...(config.body(values) as object) }).success;

  it("starts from values the form can send once filled in", () => {
    expect(Object.keys(config.initial(null)).sort()).toEqual(Object.keys(valid).filter((k) => k !== "size" && k !== "dimensions").sort());
    expect(accepts(valid)).toBe(true);
  });

  // Every field a person can leave blank (a text box, an image, a menu with "choose"; not radio
  // buttons or a menu without a blank entry): the form asks for it exactly when the server would refuse it blank.
  const stubForm = { values: valid, errors: {}, set: () => {}, setErrors: () => {}, setValues: () => {}, bind: () => ({}) };
  const blankable = config.fields((key: string) => key, stubForm as never).flatMap((spec: FieldSpec<Record<string, unknown>>) =>
    spec.kind === "pair"
      ? [`${spec.name}_ar`, `${spec.name}_en`]
      : spec.kind === "text" || spec.kind === "image" || (spec.kind === "select" && spec.placeholder !== undefined)
        ? [spec.name]
        : [],
  );
  it.each(blankable)("%s: required in the form exactly when the server refuses it blank", (field) => {
    const formRequires = isRequired(config.rules[field]);
    expect(formRequires).toBe(!accepts({ ...valid, [field]: "" }));
  });
});
