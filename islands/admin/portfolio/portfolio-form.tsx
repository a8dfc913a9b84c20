import { css } from "styled-system/css";
import { portfolioCategories } from "../../../db/schema/enums";
import { SelectField, TextField, TextPair } from "../kit/fields";
import { Field, FormShell, useItemForm, type ItemFormProps } from "../kit/form-parts";
import { ImagesEditor, type ProjectImage } from "../kit/images-editor";
import { checkboxRow, fullRow } from "../core/styles";
import { TagsField } from "../kit/tags-field";
import type { Rules } from "../core/validate";

export interface Project {
  id: number;
  title: string;
  title_ar: string;
  title_en: string;
  description: string;
  description_ar: string;
  description_en: string;
  category: (typeof portfolioCategories)[number];
  client: string;
  completion_date: string;
  technologies: string[];
  is_featured: boolean;
  link: string | null;
  order_index: number;
  images: ProjectImage[];
}

/** Title, client, category and description; a date; link only as a URL. */
const rules: Rules = {
  title_ar: ["required"],
  description_ar: ["required"],
  category: ["required"],
  client: ["required"],
  completion_date: ["required", "date"],
  link: ["url"],
  order_index: ["integer"],
};

const initial = (p: Project | null) => ({
  title_ar: p?.title_ar ?? "",
  title_en: p?.title_en ?? "",
  description_ar: p?.description_ar ?? "",
  description_en: p?.description_en ?? "",
  category: p?.category ?? "",
  client: p?.client ?? "",
  completion_date: p?.completion_date?.slice(0, 10) ?? "",
  technologies: p?.technologies ?? [],
  is_featured: p?.is_featured ?? false,
  link: p?.link ?? "",
  order_index: String(p?.order_index ?? 0),
  images: (p?.images ?? []).map((i) => ({ imageUrl: i.imageUrl, altText_ar: i.altText_ar ?? "", altText_en: i.altText_en ?? "" })),
});

/** Create or edit a portfolio project: texts, client, date, featured or normal, technologies, images. */
export function PortfolioForm({ item: project, onSaved, onCancel }: ItemFormProps<Project>) {
  const { t, form, values, saving, submit } = useItemForm(project, initial);
  const save = () =>
    submit({
      path: "/portfolio",
      id: project?.id,
      rules,
      values,
      setErrors: form.setErrors,
      body: () => ({ ...values, order_index: Number(values.order_index || 0), images: values.images.filter((i) => i.imageUrl.trim()) }),
      onSaved,
    });

  return (
    <FormShell title={project ? t("portfolio.edit") : t("portfolio.new")} errors={form.errors} saving={saving} onSubmit={save} onCancel={onCancel}>
      <TextPair form={form} name="title" label={t("fields.title")} required />
      <TextPair form={form} name="description" label={t("fields.description")} required multiline rows={3} />
      <SelectField
        form={form}
        name="category"
        label={t("fields.category")}
        required
        placeholder={t("common.choose")}
        options={portfolioCategories.map((c) => ({ value: c, label: t(`portfolio.categories.${c}`) }))}
      />
      <TextField form={form} name="client" label={t("fields.client")} required />
      <TextField form={form} name="completion_date" label={t("fields.completionDate")} type="date" required />
      <TextField form={form} name="link" label={t("fields.link")} type="url" dir="ltr" />
      <TextField form={form} name="order_index" label={t("fields.order")} type="number" />
      <Field name="is_featured" label={t("portfolio.kind")}>
        <div role="radiogroup" className={css({ display: "flex", gap: "4", paddingBlock: "2" })}>
          {([true, false] as const).map((featured) => (
            <label key={String(featured)} className={checkboxRow}>
              <input
                type="radio"
                name="is_featured"
                value={String(featured)}
                checked={values.is_featured === featured}
                onChange={() => form.set("is_featured", featured)}
              />
              {t(featured ? "portfolio.featured" : "portfolio.normal")}
            </label>
          ))}
        </div>
      </Field>
      <div className={fullRow}>
        <TagsField
          name="technologies"
          label={t("fields.technologies")}
          value={values.technologies}
          onChange={(v) => form.set("technologies", v)}
          error={form.errors.technologies}
        />
      </div>
      <ImagesEditor images={values.images} onChange={(images) => form.set("images", images)} errors={form.errors} />
    </FormShell>
  );
}
