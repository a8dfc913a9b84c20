import { css, cx } from "styled-system/css";
import { Bidi } from "../../lib/bidi";
import { useAdmin } from "../core/i18n";
import type { Business } from "./qr-types";
import { badge, cardMeta, cardTitle, tones } from "../core/styles";

/** "Owner: pending" beside the listing's own status, in the owner status's colour. */
export function OwnerStatusBadge({ status }: { status: NonNullable<Business["owner_status"]> }) {
  const { t } = useAdmin();
  return (
    <span className={cx(badge, tones[status])} data-testid="owner-status" data-status={status}>
      {t("qrBusinesses.ownerStatus", { status: t(`status.${status}`) })}
    </span>
  );
}

const notice = css({ fontSize: "sm", borderRadius: "lg", paddingBlock: "2", paddingInline: "3", lineHeight: "1.7" });

/**
 * What the decision dialog says about a listing: its name, category and owner, the owner's status,
 * and what approval does to the owner (approves a pending one; impossible for a rejected one).
 */
export function ListingDecisionSubject({ business: b, approving }: { business: Business; approving: boolean }) {
  const { t } = useAdmin();
  const owner = b.owner_status;
  return (
    <>
      <p className={cardTitle}>
        <Bidi>{b.business_name}</Bidi>
      </p>
      <p className={cardMeta}>
        {b.category_name || b.business_type}
      </p>
      <p className={cardMeta}>
        {t("qrBusinesses.owner")}: <Bidi ltr>{b.owner_username}</Bidi>
      </p>
      <p className={cardMeta}>
        <Bidi ltr>{b.owner_email}</Bidi>
      </p>
      {owner && (
        <div>
          <OwnerStatusBadge status={owner} />
        </div>
      )}
      {approving && owner === "pending" && (
        <p data-testid="approves-owner" className={cx(notice, tones.pending)}>
          {t("qrBusinesses.approvesOwner")}
        </p>
      )}
      {approving && owner === "rejected" && (
        <p data-testid="owner-rejected" role="alert" className={cx(notice, tones.rejected)}>
          {t("qrBusinesses.ownerRejected")}
        </p>
      )}
    </>
  );
}
