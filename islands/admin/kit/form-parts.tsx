import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { css } from "styled-system/css";
import { Field as SiteField } from "../../lib/field";
import { input, spinner } from "../../lib/form-styles";
import { errorMessage, fieldErrorsOf } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button, fullRow, panel, primary, sectionTitle } from "../core/styles";
import { resolveToasts, toast } from "../core/toasts";
import { ruleParams, validate, type Rules } from "../core/validate";
import { showFieldErrors } from "../../lib/focus-error";
import { ErrorSummary as SummaryBox } from "../../lib/error-summary";

export { input };

/**
 * A form's first values: each field of `empty` takes the record's value when the record has one
 * (not null), or keeps its empty value (a new item, or a field left blank). `empty` names every
 * field, typed as the form's values, so a field left out fails the typecheck.
 */
export function formValues<V extends Record<string, unknown>>(empty: V, record: { [K in keyof V]?: V[K] | null } | null | undefined): V {
  const values = { ...empty };
  for (const key of Object.keys(empty) as (keyof V)[]) values[key] = record?.[key] ?? empty[key];
  return values;
}

/** A form's values and per-field messages; changing a field clears its message. */
export function useFormState<T extends Record<string, unknown>>(initial: () => T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)) : e));
  };
  /** Props for a text input, textarea or select bound to one field. */
  const bind = (name: string) => ({
    id: `f-${name}`,
    name,
    value: String(values[name] ?? ""),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `f-${name}-error` : undefined,
  });
  return { values, setValues, errors, setErrors, set, bind };
}
export type FormState<T extends Record<string, unknown>> = ReturnType<typeof useFormState<T>>;

// Fields say which errors they show and under which label (name -> label), so the summary can
// name each field in error by its label, and still list a server message about a field the form
// does not show (by its name), so none is lost.
const ShownFields = createContext<Map<string, string> | null>(null);

interface FieldProps {
  name: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** A labelled control with its message underneath (`field-error-{name}`); `wide` spans the form's row. */
export function Field({ name, label, error, required, wide, children }: FieldProps) {
  useContext(ShownFields)?.set(name, typeof label === "string" ? label : name);
  return (
    <SiteField id={`f-${name}`} name={name} label={label} error={error} required={required} className={wide ? fullRow : undefined}>
      {children}
    </SiteField>
  );
}

/**
 * What is wrong, above the buttons: each field in error by its label, a link to it. Rendered after
 * the fields, so every field has said its label by then.
 */
function ErrorSummary({ errors }: { errors: Record<string, string> }) {
  const { t } = useAdmin();
  const shown = useContext(ShownFields);
  // In the form's order (the order the fields said their labels), a field it does not show last.
  const order = [...(shown?.keys() ?? [])];
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const lines = Object.entries(errors)
    .sort(([a], [b]) => place(a) - place(b))
    .map(([name, message]) => {
      const label = shown?.get(name);
      return label === undefined ? { field: name, message } : { field: name, message, label, target: `f-${name}` };
    });
  return <SummaryBox testId="form-errors" heading={t("validation.fix")} lines={lines} className={fullRow} />;
}

interface FormShellProps {
  title: string;
  errors: Record<string, string>;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  /** View mode (settings): the fields show, the buttons don't. */
  hideActions?: boolean;
  /** Shown between the title and the fields (a warning about the whole form). */
  notice?: ReactNode;
  /** More buttons after Save and Cancel, and what goes on the same line (a status). */
  actions?: ReactNode;
  /** Below the buttons (panels that belong to the item being edited). */
  footer?: ReactNode;
}

/**
 * A form's fields, then the summary of what is wrong with them (each field in error by its label,
 * a link to it): for a form that draws its own frame and buttons (the contact details).
 */
export function FieldsWithSummary({ errors, children }: { errors: Record<string, string>; children: ReactNode }) {
  const shown = new Map<string, string>();
  return (
    <ShownFields.Provider value={shown}>
      {children}
      <ErrorSummary errors={errors} />
    </ShownFields.Provider>
  );
}

/** An inline form: our own messages (noValidate), save and cancel, and a summary of what is wrong. */
export function FormShell({ title, errors, saving, onSubmit, onCancel, children, hideActions, notice, actions, footer }: FormShellProps) {
  const { t } = useAdmin();
  // The save's error toast goes once the person has fixed every field it named.
  const unresolved = Object.keys(errors).length > 0;
  useEffect(() => void (unresolved || resolveToasts(FORM_TOAST)), [unresolved]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className={panel} aria-labelledby="admin-form-title" data-testid="item-form">
      <h2 id="admin-form-title" className={sectionTitle}>
        {title}
      </h2>
      {notice}
      <div className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}>
        <FieldsWithSummary errors={errors}>{children}</FieldsWithSummary>
      </div>
      {!hideActions && (
        <div className={css({ display: "flex", gap: "2", marginBlockStart: "5", flexWrap: "wrap" })}>
          <button type="submit" data-testid="save-item" className={primary} disabled={saving} aria-busy={saving}>
            {saving && <span className={spinner} aria-hidden />}
            {saving ? t("common.saving") : t("common.save")}
          </button>
          <button type="button" data-testid="cancel-item" className={button} onClick={onCancel} disabled={saving}>
            {t("common.cancel")}
          </button>
          {actions}
        </div>
      )}
      {footer}
    </form>
  );
}

/** The source of a form's error toasts (one inline form shows at a time). */
const FORM_TOAST = "admin-form";

/** Shows the messages under the fields, then moves focus to the first of them (brought to the middle of the screen). */
const showErrors = (show: () => void) => showFieldErrors(document.querySelector("[data-testid=item-form]"), show);

interface SubmitOptions<T, B> {
  /** The saved item's id: "updated" rather than "created" in the success toast. */
  id?: number | null;
  rules: Rules;
  values: Record<string, unknown>;
  setErrors: (errors: Record<string, string>) => void;
  body: () => B;
  onSaved: (item: T) => void;
  /** The call that saves, typed through the API client (create or update). */
  send: (body: B) => Promise<T>;
  successMessage?: string;
}

/**
 * Save for the inline forms: the form's own rules first (messages under the fields, nothing sent),
 * then the typed save call; the server's 400 `errors` land under the same fields, and every outcome is
 * told in a toast. Nothing typed is lost on failure.
 */
export function useSubmit<T>() {
  const { t } = useAdmin();
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const submit = async <B,>({ id, rules, values, setErrors, body, onSaved, send, successMessage }: SubmitOptions<T, B>) => {
    if (busy.current) return;
    const failed = validate(values, rules);
    if (Object.keys(failed).length) {
      showErrors(() => setErrors(Object.fromEntries(Object.entries(failed).map(([k, rule]) => [k, t(`validation.${rule}`, ruleParams(rules[k]))]))));
      return void toast("error", t("validation.fix"), { source: FORM_TOAST });
    }
    busy.current = true;
    setSaving(true);
    try {
      const saved = await send(body());
      setErrors({});
      toast("success", successMessage ?? t(id ? "common.updated" : "common.created"));
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      showErrors(() => setErrors(fields));
      toast("error", errorMessage(error), Object.keys(fields).length ? { source: FORM_TOAST } : {});
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };
  return { saving, submit };
}

/** The props of every content form: the item being edited (null for a new one) and what follows. */
export interface ItemFormProps<T> {
  item: T | null;
  /** Saved by the Save button: the form closes. */
  onSaved: (item: T) => void;
  onCancel: () => void;
  /** Saved while the form stays open (an autosave, a restore): the list shows the item as it is now. */
  onUpdated?: (item: T) => void;
}
