import { cx } from "styled-system/css";
import type { Translate } from "../../../locales/i18n";
import { useAdmin } from "../core/i18n";
import { statusFilters, type Status } from "../core/status";
import type { FilterDef } from "./paged-list";
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

/** The status filter (`status-filter`) of a paged list: all, pending, approved, rejected. */
export const statusFilterDef = (t: Translate): FilterDef => ({
  name: "status",
  testId: "status-filter",
  label: t("status.filter"),
  options: statusFilters.map((s) => ({
    value: s,
    label: t(s === "all" ? "status.all" : `status.${s}`),
  })),
});
