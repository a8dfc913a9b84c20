import { galleryCategories } from "../../../db/schema/enums";
import { SelectField, TextField } from "../kit/fields";
import { FormShell, useItemForm, type ItemFormProps } from "../kit/form-parts";
import { ImageField } from "../kit/image-field";
import { fullRow } from "../core/styles";
import { TagsField } from "../kit/tags-field";
import type { Rules } from "../core/validate";

export interface GalleryImage {
  id: number;
  title: string;
  description: string;
  url: string;
  alt_text: string;
  category: (typeof galleryCategories)[number];
  tags: string[];
  size: number | null;
  dimensions: { width: number; height: number } | null;
  uploaded_by: string | null;
  created_at: string;
}

/** Title, category, description, url (a URL) and alt text are required. */
const rules: Rules = { title: ["required"], category: ["required"], description: ["required"], url: ["required", "imageUrl"], alt_text: ["required"] };

const initial = (g: GalleryImage | null) => ({
  title: g?.title ?? "",
  description: g?.description ?? "",
  url: g?.url ?? "",
  alt_text: g?.alt_text ?? "",
  category: g?.category ?? "",
  tags: g?.tags ?? [],
});

/** Create (by URL or upload) or edit a gallery image: texts, category and editable tags. */
export function GalleryForm({ item: image, onSaved, onCancel }: ItemFormProps<GalleryImage>) {
  const { t, form, values, saving, submit } = useItemForm(image, initial);
  const save = () => submit({ path: "/gallery", id: image?.id, rules, values, setErrors: form.setErrors, body: () => values, onSaved });

  return (
    <FormShell title={image ? t("gallery.edit") : t("gallery.new")} errors={form.errors} saving={saving} onSubmit={save} onCancel={onCancel}>
      <TextField form={form} name="title" label={t("fields.title")} required />
      <SelectField
        form={form}
        name="category"
        label={t("fields.category")}
        required
        placeholder={t("common.choose")}
        options={galleryCategories.map((c) => ({ value: c, label: t(`gallery.categories.${c}`) }))}
      />
      <TextField form={form} name="description" label={t("fields.description")} required multiline rows={3} />
      <ImageField name="url" label={t("fields.image")} value={values.url} onChange={(v) => form.set("url", v)} error={form.errors.url} required />
      <TextField form={form} name="alt_text" label={t("fields.altText")} required wide />
      <div className={fullRow}>
        <TagsField name="tags" label={t("fields.tags")} value={values.tags} onChange={(tags) => form.set("tags", tags)} error={form.errors.tags} />
      </div>
    </FormShell>
  );
}
