import { css } from "styled-system/css";
import { describedBy, Field } from "../../lib/field";
import { input } from "../../lib/form-styles";
import { fieldId, type EditorKit } from "./helpers";

/**
 * One text field of a section or an item, keyed `{id}.{field}`: its label, its error from the
 * last save, and its value written into the draft as it is typed (an error clears on typing).
 */
export function TextField(props: {
  kit: EditorKit;
  fieldKey: string;
  value: string;
  onValue: (v: string) => void;
  label: string;
  max: number;
  required?: boolean;
  /** The input's name, when the field's own (the key's last part) would be another field's: a size's price is not the item's. */
  name?: string;
  /** A two-line textarea instead of a one-line input. */
  area?: boolean;
  /** English text: written left to right whatever the page's direction. */
  ltr?: boolean;
  hint?: string;
  inputMode?: "decimal";
  /**
   * In a row of like fields under one heading (a size's name and price): the label is for screen
   * readers only and the field shows `placeholder`, so each row is one line of inputs on a phone.
   */
  compact?: { placeholder: string };
}) {
  const { kit, fieldKey, max, required, hint, compact } = props;
  const fid = fieldId(fieldKey);
  const error = kit.errors[fieldKey] || undefined;
  const common = {
    id: fid,
    name: props.name ?? fieldKey.split(".").at(-1),
    value: props.value,
    maxLength: max,
    dir: props.ltr ? "ltr" : "auto",
    className: input,
    disabled: kit.saving,
    "aria-required": required || undefined,
    placeholder: compact?.placeholder,
    ...describedBy(fid, error, hint),
    onChange: (e: { target: { value: string } }) => {
      props.onValue(e.target.value);
      kit.clearError(fieldKey);
    },
  };
  return (
    <Field
      id={fid}
      name={fieldKey}
      label={compact ? <span className={css({ srOnly: true })}>{props.label}</span> : props.label}
      error={error}
      hint={hint}
      required={compact ? undefined : required}
      className={compact ? css({ "& > label": { marginBlockEnd: 0 } }) : undefined}
    >
      {props.area ? (
        <textarea {...common} rows={2} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={props.inputMode}
          autoComplete="off"
        />
      )}
    </Field>
  );
}

/**
 * A name or a description in both languages, `{id}.{field}_ar` then `{id}.{field}_en`: the English
 * one written left to right; `required` marks the Arabic one (the menu's first language).
 */
export function TextPair<F extends string>(props: {
  kit: EditorKit;
  id: string;
  field: F;
  values: Record<`${F}_ar` | `${F}_en`, string>;
  onValue: (key: `${F}_ar` | `${F}_en`, value: string) => void;
  label: (lang: "ar" | "en") => string;
  max: number;
  required?: boolean;
  area?: boolean;
}) {
  return (["ar", "en"] as const).map((lang) => {
    const key = `${props.field}_${lang}` as const;
    return (
      <TextField
        key={lang}
        kit={props.kit}
        fieldKey={`${props.id}.${key}`}
        value={props.values[key]}
        onValue={(v) => props.onValue(key, v)}
        label={props.label(lang)}
        max={props.max}
        required={lang === "ar" ? props.required : undefined}
        area={props.area}
        ltr={lang === "en"}
      />
    );
  });
}
