import { X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { css } from "styled-system/css";
import { chip } from "../../../shared/ui";
import { Field, input } from "./form-parts";
import { useAdmin } from "../core/i18n";

/** Splits typed text into tags on Latin and Arabic commas; blanks and repeats are dropped. */
export function addTags(current: readonly string[], text: string): string[] {
  const next = [...current];
  for (const part of text.split(/[,،]/)) {
    const tag = part.trim();
    if (tag && !next.includes(tag)) next.push(tag);
  }
  return next;
}

interface Props {
  name: string;
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/**
 * An editable list of tags: type and press Enter or a comma to add, remove with each chip's
 * button or Backspace in the empty box. Text still in the box counts on blur, so it is never lost.
 */
export function TagsField({ name, label, value, onChange, error }: Props) {
  const { t } = useAdmin();
  const [text, setText] = useState("");
  const commit = () => {
    if (!text.trim()) return;
    onChange(addTags(value, text));
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      commit();
    } else if (e.key === "Backspace" && !text && value.length) onChange(value.slice(0, -1));
  };
  return (
    <Field name={name} label={label} error={error} wide>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", marginBlockEnd: value.length ? "2" : "0" })} data-testid={`tags-${name}`}>
        {value.map((tag) => (
          <span key={tag} className={`${chip} ${css({ display: "inline-flex", alignItems: "center", gap: "1" })}`} data-testid="tag">
            {tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((x) => x !== tag))}
              aria-label={`${t("common.remove")}: ${tag}`}
              className={css({ cursor: "pointer" })}
            >
              <X size={12} aria-hidden />
            </button>
          </span>
        ))}
      </div>
      <input
        id={`f-${name}`}
        name={name}
        className={input}
        value={text}
        onChange={(e) => (e.target.value.match(/[,،]/) ? (onChange(addTags(value, e.target.value)), setText("")) : setText(e.target.value))}
        onKeyDown={onKeyDown}
        onBlur={commit}
        placeholder={t("common.tagsHint")}
        aria-invalid={!!error}
      />
    </Field>
  );
}
