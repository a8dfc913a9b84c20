import { Plus, Trash2 } from "lucide-react";
import { css } from "styled-system/css";
import type { ProjectImageBody } from "../../../shared/contract/portfolio";
import { Field, input } from "./form-parts";
import { useAdmin } from "../core/i18n";
import { ImageField } from "./image-field";
import { button, danger, fullRow, panel } from "../core/styles";

/** One image row of the form: what the API takes for an image, and its id once stored. */
export type ProjectImage = ProjectImageBody & { id?: number };

interface Props {
  images: ProjectImage[];
  onChange: (images: ProjectImage[]) => void;
  errors: Record<string, string>;
}

/** A project's images, each by URL or upload with its alt text in both languages. */
export function ImagesEditor({ images, onChange, errors }: Props) {
  const { t } = useAdmin();
  const update = (i: number, patch: Partial<ProjectImage>) => onChange(images.map((img, j) => (j === i ? { ...img, ...patch } : img)));
  return (
    <fieldset className={`${fullRow} ${panel} ${css({ display: "grid", gap: "4" })}`} data-testid="images">
      <legend className={css({ fontWeight: "bold", paddingInline: "2" })}>{t("portfolio.images")}</legend>
      {images.map((img, i) => (
        <div
          key={i}
          className={css({
            display: "grid",
            gap: "2",
            gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
            paddingBlockEnd: "3",
            borderBlockEndWidth: "1px",
            borderColor: "border",
          })}
          data-testid="image-row"
        >
          <ImageField
            name={`images.${i}.imageUrl`}
            label={t("portfolio.imageN", { n: i + 1 })}
            value={img.imageUrl}
            onChange={(v) => update(i, { imageUrl: v })}
            error={errors[`images.${i}.imageUrl`]}
          />
          {(["altText_ar", "altText_en"] as const).map((key) => (
            <Field
              key={key}
              name={`images.${i}.${key}`}
              label={t(key === "altText_ar" ? "portfolio.altAr" : "portfolio.altEn")}
              error={errors[`images.${i}.${key}`]}
            >
              <input
                id={`f-images.${i}.${key}`}
                name={`images.${i}.${key}`}
                dir={key === "altText_ar" ? "rtl" : "ltr"}
                className={input}
                value={img[key] ?? ""}
                onChange={(e) => update(i, { [key]: e.target.value })}
              />
            </Field>
          ))}
          <div>
            <button type="button" className={danger} onClick={() => onChange(images.filter((_, j) => j !== i))} data-testid="remove-image">
              <Trash2 size={15} aria-hidden />
              {t("portfolio.removeImage", { n: i + 1 })}
            </button>
          </div>
        </div>
      ))}
      <button type="button" className={button} onClick={() => onChange([...images, { imageUrl: "", altText_ar: "", altText_en: "" }])} data-testid="add-image">
        <Plus size={15} aria-hidden />
        {t("portfolio.addImage")}
      </button>
    </fieldset>
  );
}
