import type { ButtonHTMLAttributes } from "react";
import type { Translate } from "../../locales/i18n";
import type { FieldRule } from "../../shared/field-rules";
import { describedBy, Field } from "../lib/field";
import { PasswordInput } from "../lib/password-input";
import { primaryButton } from "../../shared/ui";
import { input, spinner } from "../lib/form-styles";

/**
 * A button whose request is running: disabled (unless told otherwise), marked busy for screen
 * readers, with a spinner before its label.
 */
export function BusyButton({ busy, className = primaryButton, disabled, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; "data-testid"?: string }) {
  return (
    <button type="button" className={className} disabled={disabled ?? busy} aria-busy={busy} {...rest}>
      {busy && <span className={spinner} aria-hidden />}
      {children}
    </button>
  );
}

/**
 * A password field of the owner's forms: the shared field around the show/hide password input,
 * bound by its rule (required, maxLength). `inputName`: the input's own name, when the browser's
 * password manager should read it otherwise than the form's field (`new-password`).
 */
export 
function PasswordField(props: {
  id: string;
  name: string;
  inputName?: string;
  rule: FieldRule;
  label: string;
  hint?: string;
  autoComplete: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
  busy: boolean;
  t: Translate;
}) {
  const { id, name, rule, label, hint, error, busy, t } = props;
  return (
    <Field id={id} name={name} label={label} error={error} hint={hint} required={rule.required}>
      <PasswordInput
        id={id}
        name={props.inputName ?? name}
        autoComplete={props.autoComplete}
        maxLength={rule.maxLength}
        value={props.value}
        onChange={props.onChange}
        disabled={busy}
        required={rule.required}
        aria-required={rule.required}
        className={input}
        showLabel={t("qr.area.auth.showPassword")}
        hideLabel={t("qr.area.auth.hidePassword")}
        {...describedBy(id, error, hint)}
      />
    </Field>
  );
}
