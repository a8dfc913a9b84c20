import { css, cx } from "styled-system/css";
import { input } from "./form-parts";
import { useAdmin } from "../core/i18n";
import { statusFilters, type Status, type StatusFilter } from "../core/status";
import { badge, tones } from "../core/styles";

/** معتمد / مرفوض / في الانتظار, in the status's colour. */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useAdmin();
  return (
    <span className={cx(badge, tones[status])} data-testid="status-badge" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** The status filter select (`status-filter`): all, pending, approved, rejected. */
export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  const { t } = useAdmin();
  return (
    <select
      data-testid="status-filter"
      className={cx(input, css({ inlineSize: "auto", paddingBlock: "2" }))}
      value={value}
      onChange={(e) => onChange(e.target.value as StatusFilter)}
      aria-label={t("status.filter")}
    >
      {statusFilters.map((s) => (
        <option key={s} value={s}>
          {t(s === "all" ? "status.all" : `status.${s}`)}
        </option>
      ))}
    </select>
  );
}
