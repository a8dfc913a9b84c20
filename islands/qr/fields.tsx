import type { ButtonHTMLAttributes, ReactNode } from "react";
import { css } from "styled-system/css";
import { primaryButton } from "../../shared/ui";
import { fieldError, label as labelClass, spinner } from "../lib/form-styles";

/** A labelled control with its error message underneath (linked for screen readers). */
export function Field({
  id,
  name,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden className={css({ color: "danger" })}>
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={css({ color: "muted", fontSize: "xs", marginBlockStart: "1" })}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} data-testid={`field-error-${name}`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes of a control inside <Field>. */
export const describedBy = (id: string, error?: string, hint?: string) => ({
  "aria-invalid": !!error,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

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
