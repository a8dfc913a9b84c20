import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { viewOnly } from "../../lib/form-styles";
import { Field, input, type FormState } from "./form-parts";
import { useAdmin } from "../core/i18n";
import { checkboxRow } from "../core/styles";

// Any form's state: the field helpers only read and write by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the helpers never look at the value type
type AnyForm = FormState<any>;

interface TextProps {
  form: AnyForm;
  name: string;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "color" | "password";
  multiline?: boolean;
  rows?: number;
  wide?: boolean;
  dir?: "ltr" | "rtl";
  disabled?: boolean;
}

/** One text field bound to the form by its API name. */
export function TextField({ form, name, label, required, type = "text", multiline, rows = 4, wide, dir, disabled }: TextProps) {
  const props = { ...form.bind(name), className: cx(input, viewOnly), dir, disabled, "aria-required": required || undefined };
  return (
    <Field name={name} label={label} error={form.errors[name]} required={required} wide={wide || multiline}>
      {/* A text area is as tall as its text (working hours on three lines show all three). */}
      {multiline ? (
        <textarea {...props} rows={Math.max(rows, String(form.values[name] ?? "").split("\n").length)} />
      ) : (
        <input {...props} type={type} />
      )}
    </Field>
  );
}

/**
 * A bilingual text: the Arabic field (right to left) and the English one (left to right), named
 * `{name}_ar` and `{name}_en` as the API expects; Arabic is the required one (the site's first language).
 */
export function TextPair({ form, name, label, required, multiline, rows, disabled }: Omit<TextProps, "type" | "wide" | "dir">) {
  const { t } = useAdmin();
  return (
    <>
      <TextField
        form={form}
        name={`${name}_ar`}
        label={t("common.inArabic", { label })}
        required={required}
        multiline={multiline}
        rows={rows}
        dir="rtl"
        disabled={disabled}
      />
      <TextField form={form} name={`${name}_en`} label={t("common.inEnglish", { label })} multiline={multiline} rows={rows} dir="ltr" disabled={disabled} />
    </>
  );
}

interface SelectProps {
  form: AnyForm;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  placeholder?: string;
}

export function SelectField({ form, name, label, options, required, placeholder }: SelectProps) {
  return (
    <Field name={name} label={label} error={form.errors[name]} required={required}>
      <select {...form.bind(name)} className={input} aria-required={required || undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A yes/no flag as a checkbox (`is_active`, ...). */
export function CheckField({ form, name, label, hint }: { form: AnyForm; name: string; label: string; hint?: ReactNode }) {
  return (
    <div>
      <label className={checkboxRow}>
        <input
          type="checkbox"
          name={name}
          checked={!!form.values[name]}
          onChange={(e) => form.set(name, e.target.checked)}
          className={css({ inlineSize: "5", blockSize: "5", accentColor: "primary" })}
        />
        {label}
      </label>
      {hint && <p className={css({ color: "muted", fontSize: "sm", marginBlockStart: "1" })}>{hint}</p>}
    </div>
  );
}
