import { useState } from "react";
import { css, cx } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { formatDate, formatNumber } from "../../locales/format";
import { Bidi } from "../lib/bidi";
import { card, chip } from "../../shared/ui";
import { notify } from "./notices";
import { qrFileName, saveBlob, svgFromDataUrl, svgToPng } from "./qr-download";
import { shareLink } from "./share";
import { RevisionNote } from "./revision-note";
import { ScanTrendPanel } from "./scan-trend";
import { Sparkline } from "./sparkline";
import { badge, row, smallButton, smallDanger, statusBadge } from "./styles";
import type { ScanTrend, TrendPeriod } from "./trend";
import type { OwnerBusiness, ScanStats } from "./types";
import { thumbnailUrl } from "../../shared/media";

interface Props {
  business: OwnerBusiness;
  stats?: ScanStats;
  lang: Lang;
  t: Translate;
  onDelete: (b: OwnerBusiness) => void;
  /** The owner is suspended: the card is for reading only (no edit, no delete). */
  readOnly?: boolean;
  /** Fetches the listing's daily figures for the trend chart. */
  loadTrend?: (days: TrendPeriod) => Promise<ScanTrend | null>;
}

const body = css({ padding: "5", display: "grid", gap: "3", alignContent: "start" });
const qrPanel = css({
  display: "grid",
  justifyItems: "center",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  bg: "rgba(255,255,255,0.03)",
  borderWidth: "1px",
  borderColor: "border",
});
const qrImage = css({ inlineSize: "min(100%, 200px)", aspectRatio: "1", objectFit: "contain", bg: "white", borderRadius: "lg", padding: "1" });

const thumb = css({
  inlineSize: "12",
  blockSize: "12",
  flexShrink: 0,
  borderRadius: "xl",
  objectFit: "cover",
  bg: "surfaceStrong",
  borderWidth: "1px",
  borderColor: "border",
});

/** The listing's logo (else its cover, else its initial on the brand colours), so cards are told apart at a glance. */
function Thumbnail({ business: b }: { business: OwnerBusiness }) {
  const src = b.logo_url || b.cover_image_url;
  if (src) return <img src={thumbnailUrl(src, 48)} alt="" width={48} height={48} className={thumb} loading="lazy" decoding="async" data-testid="business-thumb" />;
  return (
    <span
      aria-hidden
      data-testid="business-thumb"
      className={cx(
        thumb,
        css({
          display: "grid",
          placeItems: "center",
          color: "white",
          fontWeight: "black",
          fontSize: "xl",
          backgroundImage: "linear-gradient(135deg, token(colors.primary), token(colors.secondary))",
        }),
      )}
    >
      {[...b.business_name.trim()][0] ?? "؟"}
    </span>
  );
}

/** The QR's SVG text: from the data: URL when there is one, else from the public image URL. */
async function qrSvgOf(b: OwnerBusiness): Promise<string | null> {
  const inline = b.qr_code_data ? svgFromDataUrl(b.qr_code_data) : null;
  if (inline) return inline;
  if (!b.qr_code_image_url) return null;
  const res = await fetch(b.qr_code_image_url);
  return res.ok ? res.text() : null;
}

/**
 * One listing on the dashboard: status, category, name, date and scans; for approved listings the
 * QR (image, PNG/SVG download named after the business, share) and a view link; for unpublished
 * ones the agency's reason; edit (an approved or unpublished listing's edit waits for review) and
 * delete through the dashboard's confirmation, both gone while the owner is suspended.
 */
export function BusinessCard({ business: b, stats, lang, t, onDelete, readOnly, loadTrend }: Props) {
  const [showQr, setShowQr] = useState(false);
  const [showTrend, setShowTrend] = useState(false);
  const [working, setWorking] = useState(false);
  const d = (key: string, params?: Record<string, string | number>) => t(`qr.area.dashboard.${key}`, params);
  const approved = b.status === "approved";
  // Public right now: approved, and its owner not suspended (a suspension hides every listing,
  // so no code to print or page to open is offered; the dashboard's banner says why).
  const live = approved && !readOnly;
  const publicPath = `/qr/${b.unique_id ?? b.id}`;
  const qrSrc = b.qr_code_data || b.qr_code_image_url;

  async function download(ext: "png" | "svg") {
    if (working) return;
    setWorking(true);
    try {
      const svg = await qrSvgOf(b).catch(() => null);
      if (!svg) return void notify("error", d("qrUnavailable"));
      const blob = ext === "svg" ? new Blob([svg], { type: "image/svg+xml" }) : await svgToPng(svg);
      saveBlob(blob, qrFileName(b.business_name, ext));
      notify("success", d("downloaded"));
    } catch {
      notify("error", d("qrUnavailable"));
    } finally {
      setWorking(false);
    }
  }

  async function share() {
    const url = b.qr_code_url || new URL(publicPath, location.origin).toString();
    const outcome = await shareLink({ title: b.business_name, text: d("shareText", { name: b.business_name }), url });
    if (outcome === "copied") notify("success", d("linkCopied"));
    else if (outcome === "failed") notify("error", d("copyError"));
  }

  const status = (["approved", "pending", "rejected", "unpublished"] as const).find((s) => s === b.status) ?? "pending";
  // Reviewed and approved, whether public now or unpublished by the agency: its edits are revisions.
  const reviewed = approved || b.status === "unpublished";
  const scans = stats?.total ?? b.scans_total ?? 0;
  return (
    <li
      data-testid="business-card"
      data-status={b.status}
      data-id={b.id}
      className={cx(card, css({ display: "flex", flexDirection: "column", _hover: { transform: "none" } }))}
    >
      <div className={body}>
        <div className={css({ display: "flex", justifyContent: "space-between", gap: "2", alignItems: "center" })}>
          <span data-testid="business-status" className={cx(badge, statusBadge[status])}>
            {t(`qr.status.${status}`)}
          </span>
          {b.category_name && <span className={chip}>{b.category_name}</span>}
        </div>
        <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
          <Thumbnail business={b} />
          <h2 data-testid="business-card-name" className={css({ fontSize: "xl", fontWeight: "bold", lineHeight: "1.4", overflowWrap: "anywhere", minInlineSize: 0 })}>
            <Bidi>{b.business_name}</Bidi>
          </h2>
        </div>
        <p className={css({ color: "muted", fontSize: "sm" })}>
          <time dateTime={b.created_at} suppressHydrationWarning>{d("created", { date: formatDate(b.created_at, lang) })}</time>
        </p>
        {approved &&
          (scans === 0 ? (
            // A flat line at zero looked like a broken chart: say it in words until the first scan.
            <p className={css({ fontSize: "sm", color: "muted" })}>
              <strong data-testid="scans-total">{d("noScans")}</strong>
            </p>
          ) : (
            <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", fontSize: "sm" })}>
              <div>
                <strong data-testid="scans-total">{d("scansTotal", { count: scans })}</strong>
                {stats && <div className={css({ color: "muted", fontSize: "xs" })}>{d("last30", { count: stats.last_30_days_total })}</div>}
              </div>
              {stats && (
                <Sparkline
                  values={stats.last_30_days.map((x) => x.count)}
                  label={`${d("sparkline")}: ${stats.last_30_days.map((x) => formatNumber(x.count, lang)).join(lang === "ar" ? "، " : ", ")}`}
                />
              )}
            </div>
          ))}
        {approved && loadTrend && (
          <button
            type="button"
            data-testid="trend-toggle"
            className={cx(smallButton, css({ justifySelf: "start" }))}
            aria-expanded={showTrend}
            aria-controls={`trend-panel-${b.id}`}
            onClick={() => setShowTrend((v) => !v)}
          >
            {d(showTrend ? "hideTrend" : "showTrend")}
          </button>
        )}
        {approved && loadTrend && showTrend && (
          <div id={`trend-panel-${b.id}`} className={qrPanel} style={{ justifyItems: "stretch" }}>
            <ScanTrendPanel lang={lang} t={(key, params) => t(`qr.trend.${key}`, params)} name={b.business_name} load={loadTrend} initial={stats?.daily ? (stats as ScanTrend) : undefined} />
          </div>
        )}
        {b.status === "unpublished" && (
          <div className={css({ fontSize: "sm", lineHeight: "1.7", display: "grid", gap: "1" })} data-testid="unpublished-note">
            <span>{d("unpublishedText")}</span>
            {b.unpublish_reason && (
              <span className={css({ color: "danger", overflowWrap: "anywhere" })}>
                <span className={css({ fontWeight: "bold" })}>{d("reasonLabel")}: </span>
                <Bidi>{b.unpublish_reason}</Bidi>
              </span>
            )}
          </div>
        )}
        {reviewed && <RevisionNote revision={b.revision} lang={lang} d={d} />}
        {b.status === "rejected" && b.admin_notes && <p className={css({ fontSize: "sm", color: "danger" })}>{d("rejectedNote", { notes: b.admin_notes })}</p>}
        {live && showQr && (
          <div className={qrPanel} id={`qr-panel-${b.id}`}>
            {qrSrc ? (
              <img data-testid="qr-image" src={qrSrc} alt={d("qrAlt", { name: b.business_name })} width={200} height={200} className={qrImage} />
            ) : (
              <p>{d("qrUnavailable")}</p>
            )}
            <div className={row}>
              <button type="button" data-testid="qr-download" className={smallButton} onClick={() => download("png")} disabled={working}>
                {d("downloadPng")}
              </button>
              <button type="button" data-testid="qr-download-svg" className={smallButton} onClick={() => download("svg")} disabled={working}>
                {d("downloadSvg")}
              </button>
              <button type="button" data-testid="qr-share" className={smallButton} onClick={share}>
                {d("share")}
              </button>
              <a data-testid="qr-design-link" className={smallButton} href={`/qr/business/${b.id}/design`}>
                {d("designCode")}
              </a>
            </div>
          </div>
        )}
      </div>
      <div className={cx(row, css({ marginBlockStart: "auto", padding: "4", borderBlockStartWidth: "1px", borderColor: "border" }))}>
        {live && (
          <button
            type="button"
            data-testid="qr-toggle"
            className={smallButton}
            aria-expanded={showQr}
            aria-controls={`qr-panel-${b.id}`}
            onClick={() => setShowQr((s) => !s)}
          >
            {d(showQr ? "hideQr" : "showQr")}
          </button>
        )}
        {live && b.unique_id && (
          <a data-testid="print-kit" className={smallButton} href={`/qr/${b.unique_id}/print?lang=${lang}`} target="_blank" rel="noopener">
            {d("printKit")}
          </a>
        )}
        {live ? (
          <a data-testid="view-business" className={smallButton} href={publicPath} target="_blank" rel="noopener">
            {d("view")}
          </a>
        ) : (
          <button type="button" data-testid="view-business" className={smallButton} onClick={() => notify("info", d(b.status === "unpublished" || readOnly ? "unpublishedView" : "pendingApproval"))}>
            {d("view")}
          </button>
        )}
        {!readOnly && (
          <>
            <a data-testid="edit-business" className={smallButton} href={`/qr/business/${b.id}/edit`}>
              {d("edit")}
            </a>
            <a data-testid="edit-menu" className={smallButton} href={`/qr/business/${b.id}/menu`}>
              {t("menu.editor.openMenu")}
            </a>
            <a data-testid="edit-hours" className={smallButton} href={`/qr/business/${b.id}/hours`}>
              {t("openingHours.editor.editLink")}
            </a>
            <button type="button" data-testid="delete-business" className={smallDanger} onClick={() => onDelete(b)}>
              {d("delete")}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
