import { input, label } from "../../lib/form-styles";
import { useAdmin } from "../core/i18n";

interface Props {
  id: string;
  name: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** The admin's notes on a decision (approve, reject, or the same for a selection): at most 2,000 characters. */
export function NotesField({ id, name, rows, value, onChange, placeholder }: Props) {
  const { t } = useAdmin();
  return (
    <div>
      <label htmlFor={id} className={label}>
        {t("decision.notes")}
      </label>
      <textarea id={id} name={name} rows={rows} className={input} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} maxLength={2000} />
    </div>
  );
}
