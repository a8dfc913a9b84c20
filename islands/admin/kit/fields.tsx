import { Fragment, type ReactNode } from "react";
import type { Translate } from "../../../locales/i18n";
import { css, cx } from "styled-system/css";
import { viewOnly } from "../../lib/form-styles";
import { Field, input, type FormState } from "./form-parts";
import { ImageField } from "./image-field";
import { TagsField } from "./tags-field";
import { useAdmin } from "../core/i18n";
import { checkboxRow, fullRow } from "../core/styles";
import { isRequired, type Rules } from "../core/validate";

// Any form's state: the field helpers only read and write by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the helpers never look at the value type
type AnyForm = FormState<any>;

interface TextProps {
  form: AnyForm;
  name: string;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "datetime-local" | "color" | "password";
  multiline?: boolean;
  rows?: number;
  wide?: boolean;
  dir?: "ltr" | "rtl";
  disabled?: boolean;
  /** The most characters the server takes (its rule's maxLength). */
  maxLength?: number;
}

/** One text field bound to the form by its API name. */
export function TextField({ form, name, label, required, type = "text", multiline, rows = 4, wide, dir, disabled, maxLength }: TextProps) {
  const props = { ...form.bind(name), className: cx(input, viewOnly), dir, disabled, required, maxLength, "aria-required": required || undefined };
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
 * `{name}_ar` and `{name}_en` as the API expects. Each takes `required` and `maxLength` from its
 * own rule in `rules` (the server's); without rules, `required` marks the Arabic one (the site's first language).
 */
export function TextPair({ form, name, label, required, multiline, rows, disabled, rules }: Omit<TextProps, "type" | "wide" | "dir" | "maxLength"> & { rules?: Rules }) {
  const { t } = useAdmin();
  // Each language's field: its name's ending, its label's words and its writing direction.
  const languages = [
    { lang: "ar", label: t("common.inArabic", { label }), dir: "rtl" },
    { lang: "en", label: t("common.inEnglish", { label }), dir: "ltr" },
  ] as const;
  return (
    <>
      {languages.map(({ lang, label: text, dir }) => {
        const rule = rules?.[`${name}_${lang}`];
        return (
          <TextField
            key={lang}
            form={form}
            name={`${name}_${lang}`}
            label={text}
            required={rules ? isRequired(rule) : lang === "ar" ? required : undefined}
            maxLength={maxLengthOf(rule)}
            multiline={multiline}
            rows={rows}
            dir={dir}
            disabled={disabled}
          />
        );
      })}
    </>
  );
}

/** A server rule's maxLength (a hand-named rule list has none). */
const maxLengthOf = (rule: Rules[string]) => (rule && "maxLength" in rule ? rule.maxLength : undefined);

/** The `required` and `maxLength` a text field takes from its rule. */
export const ruleAttributes = (rule: Rules[string]) => ({ required: isRequired(rule), maxLength: maxLengthOf(rule) });

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
      <select {...form.bind(name)} className={input} required={required} aria-required={required || undefined}>
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
export function CheckField({ form, name, label, hint, disabled }: { form: AnyForm; name: string; label: string; hint?: ReactNode; disabled?: boolean }) {
  return (
    <div>
      <label className={checkboxRow}>
        <input
          type="checkbox"
          name={name}
          checked={!!form.values[name]}
          onChange={(e) => form.set(name, e.target.checked)}
          disabled={disabled}
          className={css({ inlineSize: "5", blockSize: "5", accentColor: "primary" })}
        />
        {label}
      </label>
      {hint && <p className={css({ color: "muted", fontSize: "sm", marginBlockStart: "1" })}>{hint}</p>}
    </div>
  );
}

// ---- a form as configuration: each field described once, rendered by FormFields ----

type Key<V> = keyof V & string;
/** The names `x` for which the values hold both `x_ar` and `x_en` (a bilingual pair). */
type PairKey<V> = { [K in Key<V>]: K extends `${infer Base}_ar` ? (`${Base}_en` extends Key<V> ? Base : never) : never }[Key<V>];

/**
 * One field of a content form, by the API name it edits. The names are checked against the form's
 * values, which come from the API's types: a field renamed on the server fails the typecheck here.
 */
export type FieldSpec<V> =
  | ({ kind: "pair"; name: PairKey<V> } & Omit<TextProps, "form" | "name" | "type" | "wide" | "dir">)
  | ({ kind: "text"; name: Key<V> } & Omit<TextProps, "form" | "name" | "maxLength">)
  | ({ kind: "select"; name: Key<V> } & Omit<SelectProps, "form" | "name">)
  | { kind: "check"; name: Key<V>; label: string; hint?: ReactNode }
  /** Radio buttons, one per choice, the value kept as given (a boolean stays a boolean). */
  | { kind: "choice"; name: Key<V>; label: string; options: readonly { value: string | boolean; label: string }[] }
  | { kind: "image"; name: Key<V>; label: string; required?: boolean }
  | { kind: "tags"; name: Key<V>; label: string }
  /** Anything the kinds above do not cover (a service's features), drawn by the form itself. */
  | { kind: "custom"; key: string; render: () => ReactNode };

/**
 * A content type's category menu, nothing chosen at first: each category named by the type's
 * admin strings (`blog.categories.news` under `strings` "blog").
 */
export const categoryField = <V extends { category: unknown }>(t: Translate, strings: string, categories: readonly string[]): FieldSpec<V> => ({
  kind: "select",
  name: "category",
  label: t("fields.category"),
  placeholder: t("common.choose"),
  options: categories.map((c) => ({ value: c, label: t(`${strings}.categories.${c}`) })),
});

/**
 * Draws a form's fields in order, each bound to the form's state by its name. With `rules` (the
 * server's, shared/form-rules.ts), each field is `required` and has the `maxLength` its rule says.
 */
export function FormFields<V extends Record<string, unknown>>({ form, fields, rules }: { form: FormState<V>; fields: readonly FieldSpec<V>[]; rules?: Rules<V> }) {
  const anyForm = form as AnyForm;
  const anyRules = rules as Rules | undefined;
  // A field's required and maxLength: its rule's, when the form has rules.
  const ruled = (name: string, required?: boolean) => (anyRules ? ruleAttributes(anyRules[name]) : { required });
  return (
    <>
      {fields.map((spec) => {
        if (spec.kind === "custom") return <Fragment key={spec.key}>{spec.render()}</Fragment>;
        const { kind: _kind, ...props } = spec;
        const error = form.errors[spec.name];
        switch (spec.kind) {
          case "pair":
            return <TextPair key={spec.name} {...(props as Omit<TextProps, "form">)} form={anyForm} rules={anyRules} />;
          case "text":
            return <TextField key={spec.name} {...(props as Omit<TextProps, "form">)} {...ruled(spec.name, spec.required)} form={anyForm} />;
          case "select":
            return <SelectField key={spec.name} {...(props as Omit<SelectProps, "form">)} required={ruled(spec.name, spec.required).required} form={anyForm} />;
          case "check":
            return <CheckField key={spec.name} form={anyForm} name={spec.name} label={spec.label} hint={spec.hint} />;
          case "choice":
            return (
              <Field key={spec.name} name={spec.name} label={spec.label}>
                <div role="radiogroup" className={css({ display: "flex", gap: "4", paddingBlock: "2" })}>
                  {spec.options.map((o) => (
                    <label key={String(o.value)} className={checkboxRow}>
                      <input type="radio" name={spec.name} value={String(o.value)} checked={form.values[spec.name] === o.value} onChange={() => form.set(spec.name, o.value)} />
                      {o.label}
                    </label>
                  ))}
                </div>
              </Field>
            );
          case "image":
            return (
              <ImageField
                key={spec.name}
                name={spec.name}
                label={spec.label}
                value={String(form.values[spec.name] ?? "")}
                onChange={(v) => form.set(spec.name, v)}
                error={error}
                {...ruled(spec.name, spec.required)}
              />
            );
          case "tags":
            return (
              <div key={spec.name} className={fullRow}>
                <TagsField name={spec.name} label={spec.label} value={form.values[spec.name] as string[]} onChange={(v) => form.set(spec.name, v)} error={error} />
              </div>
            );
          default:
            return spec satisfies never;
        }
      })}
    </>
  );
}
