import { cx } from "styled-system/css";
import type { Translate } from "../../../locales/i18n";
import type { Decision } from "../../../shared/contract/qr-owner";
import { useAdmin } from "../core/i18n";
import { statusFilters, type Status } from "../core/status";
import type { BulkAction, FilterDef } from "./paged-list";
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

/** Approve and reject selected rows in bulk, with one note for all (listings and owners alike). */
export const decisionBulk = (t: Translate): BulkAction<Decision>[] => [
  { action: "approve", label: t("decision.approve"), tone: "success", note: true },
  { action: "reject", label: t("decision.reject"), tone: "danger", note: true },
];
