import { Trash2 } from "lucide-react";
import type { ContactDto, ContactInput } from "../../../shared/contract/contact";
import { css } from "styled-system/css";
import { Field, input } from "../kit/form-parts";
import { useAdmin } from "../core/i18n";
import { checkboxRow, danger, panel } from "../core/styles";


/** A contact item as the API answers it (the contract's DTO). */
export type ContactItem = ContactDto;

/** An item being edited: what the API takes, less the order (the list's order is sent). */
export type ContactDraft = Pick<ContactInput, "type" | "value_ar" | "value_en" | "is_active"> & Partial<Pick<ContactInput, "id" | "label_ar" | "label_en" | "icon">>;

/**
 * An item as PUT sends it; an email or phone is the same in both languages. Every stored field
 * is named (the type says so), so a field the contract adds cannot be left out of the save.
 */
export function toContactPayload(d: ContactDraft, order: number) {
  const ar = d.value_ar.trim() || d.value_en.trim();
  const en = d.type === "address" ? d.value_en.trim() || ar : ar;
  return {
    id: d.id,
    type: d.type,
    label_ar: d.label_ar,
    label_en: d.label_en,
    value_ar: ar,
    value_en: en,
    icon: d.icon,
    is_active: d.is_active,
    order_index: order,
  } satisfies Record<keyof ContactInput, unknown>;
}

interface Props {
  draft: ContactDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<ContactDraft>) => void;
  onRemove: () => void;
}

/** One contact item in edit mode: an address in both languages, an email or phone once. */
export function ContactRow({ draft, index, errors, onChange, onRemove }: Props) {
  const { t } = useAdmin();
  const err = (f: string) => errors[`${index}.${f}`];
  const single = draft.type !== "address";
  return (
    <fieldset
      data-testid="contact-row"
      data-type={draft.type}
      className={`${panel} ${css({ display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: single ? "1fr auto" : "1fr 1fr" } })}`}
    >
      <legend className={css({ fontWeight: "bold", paddingInline: "2" })}>{t(`contact.types.${draft.type}`)}</legend>
      {single ? (
        <Field name={`${index}.value`} label={t(`contact.types.${draft.type}`)} error={err("value") ?? err("value_ar") ?? err("value_en")}>
          <input
            id={`f-${index}.value`}
            name="value"
            type={draft.type === "email" ? "email" : "tel"}
            dir="ltr"
            className={input}
            value={draft.value_ar}
            onChange={(e) => onChange({ value_ar: e.target.value, value_en: e.target.value })}
            aria-invalid={!!(err("value") ?? err("value_ar") ?? err("value_en"))}
            aria-describedby={err("value") ?? err("value_ar") ?? err("value_en") ? `f-${index}.value-error` : undefined}
          />
        </Field>
      ) : (
        (["value_ar", "value_en"] as const).map((f) => (
          <Field
            key={f}
            name={`${index}.${f}`}
            label={t(f === "value_ar" ? "contact.addressAr" : "contact.addressEn")}
            error={err(f) ?? (f === "value_ar" ? err("value") : undefined)}
          >
            <input
              id={`f-${index}.${f}`}
              name={f}
              dir={f === "value_ar" ? "rtl" : "ltr"}
              className={input}
              value={draft[f]}
              onChange={(e) => onChange({ [f]: e.target.value })}
              aria-invalid={!!(err(f) ?? (f === "value_ar" ? err("value") : undefined))}
              aria-describedby={err(f) ?? (f === "value_ar" ? err("value") : undefined) ? `f-${index}.${f}-error` : undefined}
            />
          </Field>
        ))
      )}
      <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", gridColumn: single ? undefined : "1 / -1", alignSelf: "end" })}>
        <label className={checkboxRow}>
          <input type="checkbox" name="is_active" checked={draft.is_active} onChange={(e) => onChange({ is_active: e.target.checked })} />
          {t("contact.visible")}
        </label>
        <button type="button" className={danger} onClick={onRemove} data-testid="remove-row">
          <Trash2 size={15} aria-hidden />
          {t("common.remove")}
        </button>
      </div>
    </fieldset>
  );
}
