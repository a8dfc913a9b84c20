import { cx } from "styled-system/css";
import type { Translate } from "../../../locales/i18n";
import type { Decision } from "../../../shared/contract/qr-owner";
import type { ListingModeration, OwnerModeration } from "../../../shared/moderation";
import { useAdmin } from "../core/i18n";
import type { Status, StatusFilter } from "../core/status";
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

/**
 * The status filter (`status-filter`) of a paged list, with the list's own statuses: listings
 * (`listingStatusFilters`) and owners (`ownerStatusFilters`) each have theirs.
 */
export const statusFilterDef = (t: Translate, statuses: StatusFilter[]): FilterDef => ({
  name: "status",
  testId: "status-filter",
  label: t("status.filter"),
  options: statuses.map((s) => ({
    value: s,
    label: t(s === "all" ? "status.all" : `status.${s}`),
  })),
});

/** Approve and reject selected rows in bulk, with one note for all (listings and owners alike). */
export const decisionBulk = (t: Translate): BulkAction<Decision>[] => [
  { action: "approve", label: t("decision.approve"), tone: "success", note: true },
  { action: "reject", label: t("decision.reject"), tone: "danger", note: true },
];

/** Suspend (one reason for all, required) or reinstate selected owners. */
export const ownerModerationBulk = (t: Translate): BulkAction<OwnerModeration>[] => [
  { action: "suspend", label: t("moderation.suspend"), tone: "danger", reason: true },
  { action: "reinstate", label: t("moderation.reinstate"), tone: "success", note: true },
];

/** Unpublish (one reason for all, required) or publish again selected listings. */
export const listingModerationBulk = (t: Translate): BulkAction<ListingModeration>[] => [
  { action: "unpublish", label: t("moderation.unpublish"), tone: "danger", reason: true },
  { action: "publish", label: t("moderation.republish"), tone: "success", note: true },
];
