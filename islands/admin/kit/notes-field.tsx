import type { Ref } from "react";
import { fieldError, input, label as labelClass } from "../../lib/form-styles";
import { useAdmin } from "../core/i18n";

interface Props {
  id: string;
  name: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The field's name on screen: "admin notes" unless said otherwise (a suspension's reason). */
  label?: string;
  /** At most this many characters: 2,000 for notes. */
  maxLength?: number;
  /** The text is needed (a reason): marked so for screen readers too. */
  required?: boolean;
  /** What is wrong with the text, shown under it (the field turns red). */
  error?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The admin's notes on a decision (approve, reject, or the same for a selection), or the reason of a moderation. */
export function NotesField({ id, name, rows, value, onChange, placeholder, label, maxLength = 2000, required, error, inputRef }: Props) {
  const { t } = useAdmin();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label ?? t("decision.notes")}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        name={name}
        rows={rows}
        className={input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={fieldError} data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
