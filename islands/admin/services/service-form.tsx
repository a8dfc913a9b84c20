import { Plus, Trash2 } from "lucide-react";
import { css } from "styled-system/css";
import { serviceIcons } from "../../../db/schema/enums";
import type { ServiceDto, ServiceInput } from "../../../shared/contract/services";
import { serviceRules } from "../../../shared/form-rules";
import { client, data } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button, danger, fullRow, panel } from "../core/styles";
import { ContentForm, type ContentFormConfig } from "../kit/content-form";
import { Field, formValues, input, type FormState, type ItemFormProps } from "../kit/form-parts";

/** A service as the API answers it. */
export type Service = ServiceDto;

type Feature = Pick<ServiceInput["features"][number], "feature_ar" | "feature_en">;

/** The form's values: what the API takes, with the order as typed and no image as "". */
type ServiceForm = Omit<ServiceInput, "image" | "order_index" | "features"> & { image: string; order_index: string; features: Feature[] };

export const serviceForm: ContentFormConfig<Service, ServiceForm, ServiceInput> = {
  strings: "services",
  initial: (s) => ({
    ...formValues<Omit<ServiceForm, "order_index" | "features">>(
      { title_ar: "", title_en: "", description_ar: "", description_en: "", icon: "camera", image: "", category: "", price_ar: "", price_en: "", is_active: true },
      s,
    ),
    order_index: String(s?.order_index ?? 0),
    // A new service starts with one empty feature.
    features: s ? s.features.map((f) => ({ feature_ar: f.feature_ar, feature_en: f.feature_en })) : [{ feature_ar: "", feature_en: "" }],
  }),
  // The server's rules for a new service: both titles and both descriptions; the order a whole
  // number (the form sends 0 for an empty one, below); the image, when given, an image address.
  rules: serviceRules,
  fields: (t, form) => [
    { kind: "pair", name: "title", label: t("fields.title") },
    { kind: "pair", name: "description", label: t("fields.description"), multiline: true, rows: 3 },
    { kind: "select", name: "icon", label: t("fields.icon"), options: serviceIcons.map((i) => ({ value: i, label: t(`services.icons.${i}`) })) },
    { kind: "text", name: "category", label: t("fields.category") },
    { kind: "pair", name: "price", label: t("fields.price") },
    { kind: "text", name: "order_index", label: t("fields.order"), type: "number" },
    { kind: "image", name: "image", label: t("fields.imageOptional") },
    { kind: "check", name: "is_active", label: t("fields.active"), hint: t("services.activeHint") },
    { kind: "custom", key: "features", render: () => <FeaturesEditor form={form} /> },
  ],
  body: (values) => ({
    ...values,
    image: values.image || null,
    order_index: Number(values.order_index || 0),
    features: values.features.filter((f) => f.feature_ar.trim() || f.feature_en.trim()),
  }),
  send: (json, service) => (service ? data(client.services[":id"].$put({ param: { id: String(service.id) }, json })) : data(client.services.$post({ json }))),
};

/** The service's features, a row each in both languages: add, edit, remove. */
function FeaturesEditor({ form }: { form: FormState<ServiceForm> }) {
  const { t } = useAdmin();
  const features = form.values.features;
  const setFeature = (i: number, key: keyof Feature, value: string) =>
    form.set(
      "features",
      features.map((f, j) => (j === i ? { ...f, [key]: value } : f)),
    );
  return (
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
  );
}

/** Create or edit a service: bilingual texts, icon, image, price, order, active flag, features. */
export function ServiceForm(props: ItemFormProps<Service>) {
  return <ContentForm {...props} config={serviceForm} />;
}
