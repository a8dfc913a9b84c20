import type { Ref } from "react";
import type { FieldRule } from "../../../shared/field-rules";
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
  /**
   * The server's rule of the field this text is sent as (shared/form-rules.ts: a decision's
   * notes, a moderation's reason or note, a bulk action's note): whether it is needed (a reason;
   * marked so for screen readers too) and its most characters.
   */
  rule: FieldRule;
  /** What is wrong with the text, shown under it (the field turns red). */
  error?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The admin's notes on a decision (approve, reject, or the same for a selection), or the reason of a moderation. */
export function NotesField({ id, name, rows, value, onChange, placeholder, label, rule, error, inputRef }: Props) {
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
        maxLength={rule.maxLength}
        required={rule.required}
        aria-required={rule.required || undefined}
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
