import { DecisionButtons } from "../kit/decision-modal";
import { Ban, Eye, QrCode, RotateCcw } from "lucide-react";
import type { Lang, Translate } from "../../../locales/i18n";
import { formatDate, formatNumber } from "../../../locales/format";
import { Bidi } from "../../lib/bidi";
import { MetaList } from "../../lib/meta-list";
import type { RowView } from "../kit/paged-list";
import { StatusBadge } from "../kit/status-parts";
import { button, cardMeta, danger, success } from "../core/styles";
import { OwnerStatusBadge } from "./qr-owner-status";
import type { Business, Decision } from "./qr-types";

interface Handlers {
  onPreview: () => void;
  onEdit: () => void;
  onDecide: (decision: Decision) => void;
  /** Take an approved listing out of public view, or put an unpublished one back. */
  onModerate: (action: "unpublish" | "republish") => void;
  onShowQr: () => void;
  onDelete: () => void;
}

/**
 * One listing as a card or table row: name, type, owner, date, status, scans, and its actions
 * (decisions only while pending, the QR only once approved with a code, unpublishing while
 * approved and republishing while unpublished, with the reason shown).
 */
export function businessRow(b: Business, h: Handlers, t: Translate, lang: Lang): RowView {
  const pending = b.status === "pending";
  return {
    title: b.business_name,
    image: b.cover_image_url ?? b.logo_url,
    badges: (
      <>
        <StatusBadge status={b.status} />
        {b.owner_status && <OwnerStatusBadge status={b.owner_status} />}
      </>
    ),
    onEdit: h.onEdit,
    onDelete: h.onDelete,
    actions: (
      <>
        <button type="button" data-testid="preview" className={button} onClick={h.onPreview}>
          <Eye size={15} aria-hidden />
          {t("qrBusinesses.preview")}
        </button>
        {pending && <DecisionButtons onDecide={h.onDecide} />}
        {b.status === "approved" && b.qr_code_url && (
          <button type="button" data-testid="show-qr" className={button} onClick={h.onShowQr}>
            <QrCode size={15} aria-hidden />
            {t("qrBusinesses.showQr")}
          </button>
        )}
        {b.status === "approved" && (
          <button type="button" data-testid="unpublish" className={danger} onClick={() => h.onModerate("unpublish")}>
            <Ban size={15} aria-hidden />
            {t("moderation.unpublish")}
          </button>
        )}
        {b.status === "unpublished" && (
          <button type="button" data-testid="republish" className={success} onClick={() => h.onModerate("republish")}>
            <RotateCcw size={15} aria-hidden />
            {t("moderation.republish")}
          </button>
        )}
      </>
    ),
    body: (
      <>
        <p className={cardMeta} data-testid="business-type">
          {b.category_name || b.business_type}
        </p>
        <p className={cardMeta}>
          <MetaList
            items={[
              <>
                {t("qrBusinesses.owner")}: <Bidi ltr>{b.owner_username}</Bidi>
              </>,
              <Bidi ltr>{b.owner_email}</Bidi>,
            ]}
          />
        </p>
        <p className={cardMeta}>
          <MetaList
            items={[
              `${t("qrBusinesses.created")}: ${formatDate(b.created_at, lang)}`,
              t("qrBusinesses.scans", {
                count: formatNumber(b.scans_total ?? 0, lang),
              }),
            ]}
          />
        </p>
        {b.status === "unpublished" && b.unpublish_reason && (
          <p className={cardMeta} data-testid="unpublish-reason">
            {t("moderation.unpublishReason")}: <Bidi>{b.unpublish_reason}</Bidi>
          </p>
        )}
      </>
    ),
    cells: { created: formatDate(b.created_at, lang) },
  };
}
