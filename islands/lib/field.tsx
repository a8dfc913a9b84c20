import type { InputHTMLAttributes, ReactNode } from "react";
import { css } from "styled-system/css";
import { fieldError, input as inputClass, label as labelClass } from "./form-styles";

/**
 * A labelled control with a hint or its error message underneath, for every form of the site (the
 * contact form, the QR owner's forms, the admin's). The control inside takes `id` and the aria
 * attributes from `describedBy(id, error, hint)`, so a screen reader reads the message with it.
 * A required field shows a red star (hidden from screen readers: the control says
 * `aria-required` or `required` itself). Tests find the message by `field-error-{name}`.
 */
export function Field({
  id,
  name,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
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
 * A labelled text box: <Field> around an <input> of the site's style that carries the field's id,
 * name and aria attributes. Every other attribute (type, autoComplete, dir, value...) goes to the input.
 */
export function InputField({ id, name, label, error, ...input }: { id: string; name: string; label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return (
    <Field id={id} name={name} label={label} error={error}>
      <input id={id} name={name} className={inputClass} {...input} {...describedBy(id, error)} />
    </Field>
  );
}
