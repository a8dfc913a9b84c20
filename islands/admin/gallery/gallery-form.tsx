import { galleryCategories } from "../../../db/schema/enums";
import type { GalleryDto, GalleryInput } from "../../../shared/contract/gallery";
import { galleryRules } from "../../../shared/form-rules";
import { client, data } from "../core/api";
import { ContentForm, type ContentFormConfig } from "../kit/content-form";
import { categoryField } from "../kit/fields";
import { formValues, type ItemFormProps } from "../kit/form-parts";

/** A gallery item as the API answers it. */
export type GalleryImage = GalleryDto;

/** The form's values: the texts the API takes, with the category still unchosen ("") at first. */
type GalleryForm = Omit<GalleryInput, "category" | "size" | "dimensions"> & { category: GalleryInput["category"] | "" };

export const galleryForm: ContentFormConfig<GalleryImage, GalleryForm, GalleryInput> = {
  strings: "gallery",
  initial: (g) => formValues<GalleryForm>({ title: "", description: "", url: "", alt_text: "", category: "", tags: [] }, g),
  // The server's rules for a new image: title, category, description, image address and alt text are required.
  rules: galleryRules,
  fields: (t) => [
    { kind: "text", name: "title", label: t("fields.title") },
    categoryField(t, "gallery", galleryCategories),
    { kind: "text", name: "description", label: t("fields.description"), multiline: true, rows: 3 },
    { kind: "image", name: "url", label: t("fields.image") },
    { kind: "text", name: "alt_text", label: t("fields.altText"), wide: true },
    { kind: "tags", name: "tags", label: t("fields.tags") },
  ],
  // The rules above have checked the category before this sends.
  body: (values) => ({ ...values, category: values.category as GalleryInput["category"] }),
  send: (json, image) => (image ? data(client.gallery[":id"].$put({ param: { id: String(image.id) }, json })) : data(client.gallery.$post({ json }))),
};

/** Create (by URL or upload) or edit a gallery image: texts, category and editable tags. */
export function GalleryForm(props: ItemFormProps<GalleryImage>) {
  return <ContentForm {...props} config={galleryForm} />;
}
