import { Plus, Trash2 } from "lucide-react";
import { css } from "styled-system/css";
import { serviceIcons } from "../../../db/schema/enums";
import { CheckField, SelectField, TextField, TextPair } from "../kit/fields";
import { Field, FormShell, input, useItemForm, type ItemFormProps } from "../kit/form-parts";
import { ImageField } from "../kit/image-field";
import { button, danger, fullRow, panel } from "../core/styles";
import type { Rules } from "../core/validate";

export interface Service {
  id: number;
  title: string;
  title_ar: string;
  title_en: string;
  description: string;
  description_ar: string;
  description_en: string;
  icon: (typeof serviceIcons)[number];
  image: string | null;
  category: string;
  price_ar: string;
  price_en: string;
  is_active: boolean;
  order_index: number;
  features: { id?: number; feature_ar: string; feature_en: string; feature_text?: string }[];
}

type Feature = { feature_ar: string; feature_en: string };

/** Both titles and both descriptions; order is a number (0 when empty). */
const rules: Rules = { title_ar: ["required"], title_en: ["required"], description_ar: ["required"], description_en: ["required"], order_index: ["integer"] };

const initial = (s: Service | null) => ({
  title_ar: s?.title_ar ?? "",
  title_en: s?.title_en ?? "",
  description_ar: s?.description_ar ?? "",
  description_en: s?.description_en ?? "",
  icon: s?.icon ?? "camera",
  image: s?.image ?? "",
  category: s?.category ?? "",
  price_ar: s?.price_ar ?? "",
  price_en: s?.price_en ?? "",
  is_active: s?.is_active ?? true,
  order_index: String(s?.order_index ?? 0),
  // A new service starts with one empty feature.
  features: (s ? s.features.map((f) => ({ feature_ar: f.feature_ar, feature_en: f.feature_en })) : [{ feature_ar: "", feature_en: "" }]) as Feature[],
});

/** Create or edit a service: bilingual texts, icon, image, price, order, active flag, features. */
export function ServiceForm({ item: service, onSaved, onCancel }: ItemFormProps<Service>) {
  const { t, form, values, saving, submit } = useItemForm(service, initial);
  const features = values.features;
  const setFeature = (i: number, key: keyof Feature, value: string) =>
    form.set(
      "features",
      features.map((f, j) => (j === i ? { ...f, [key]: value } : f)),
    );
  const save = () =>
    submit({
      path: "/services",
      id: service?.id,
      rules,
      values,
      setErrors: form.setErrors,
      body: () => ({ ...values, order_index: Number(values.order_index || 0), features: features.filter((f) => f.feature_ar.trim() || f.feature_en.trim()) }),
      onSaved,
    });

  return (
    <FormShell title={service ? t("services.edit") : t("services.new")} errors={form.errors} saving={saving} onSubmit={save} onCancel={onCancel}>
      <TextPair form={form} name="title" label={t("fields.title")} required />
      <TextPair form={form} name="description" label={t("fields.description")} required multiline rows={3} />
      <SelectField form={form} name="icon" label={t("fields.icon")} options={serviceIcons.map((i) => ({ value: i, label: t(`services.icons.${i}`) }))} />
      <TextField form={form} name="category" label={t("fields.category")} />
      <TextPair form={form} name="price" label={t("fields.price")} />
      <TextField form={form} name="order_index" label={t("fields.order")} type="number" />
      <ImageField name="image" label={t("fields.imageOptional")} value={values.image} onChange={(v) => form.set("image", v)} error={form.errors.image} />
      <CheckField form={form} name="is_active" label={t("fields.active")} hint={t("services.activeHint")} />
      <fieldset className={`${fullRow} ${panel} ${css({ display: "grid", gap: "3" })}`} data-testid="features">
        <legend className={css({ fontWeight: "bold", paddingInline: "2" })}>{t("services.features")}</legend>
        {features.map((f, i) => (
          <div
            key={i}
            className={css({ display: "grid", gap: "2", gridTemplateColumns: { base: "1fr", md: "1fr 1fr auto" }, alignItems: "end" })}
            data-testid="feature-row"
          >
            {(["feature_ar", "feature_en"] as const).map((key) => (
              <Field
                key={key}
                name={`features.${i}.${key}`}
                label={t(key === "feature_ar" ? "services.featureAr" : "services.featureEn", { n: i + 1 })}
                error={form.errors[`features.${i}.${key}`]}
              >
                <input
                  id={`f-features.${i}.${key}`}
                  name={`features.${i}.${key}`}
                  className={input}
                  dir={key === "feature_ar" ? "rtl" : "ltr"}
                  value={f[key]}
                  onChange={(e) => setFeature(i, key, e.target.value)}
                />
              </Field>
            ))}
            <button
              type="button"
              className={danger}
              onClick={() =>
                form.set(
                  "features",
                  features.filter((_, j) => j !== i),
                )
              }
              aria-label={t("services.removeFeature", { n: i + 1 })}
              data-testid="remove-feature"
            >
              <Trash2 size={15} aria-hidden />
            </button>
          </div>
        ))}
        <button
          type="button"
          className={button}
          onClick={() => form.set("features", [...features, { feature_ar: "", feature_en: "" }])}
          data-testid="add-feature"
        >
          <Plus size={15} aria-hidden />
          {t("services.addFeature")}
        </button>
      </fieldset>
    </FormShell>
  );
}
