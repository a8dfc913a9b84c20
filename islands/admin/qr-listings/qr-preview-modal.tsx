import { Download, ExternalLink, MessageCircle, Printer } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { css } from "styled-system/css";
import { Modal } from "../../lib/modal";
import { client, data } from "../core/api";
import { formatDate, formatNumber } from "../../../locales/format";
import { whatsappLink } from "../core/format";
import { useAdmin } from "../core/i18n";
import type { Business } from "./qr-types";
import { ScanTrendPanel } from "../../qr/scan-trend";
import { StatusBadge } from "../kit/status-parts";
import { button } from "../core/styles";
import { thumbnailUrl } from "../../../shared/media";
import { checkOnMapUrl, formatPosition } from "../../../shared/geo-link";
import { MenuPreview } from "./menu-preview";
import { HoursSummary } from "./qr-hours-panel";
import { QrDesignPanel } from "./qr-design-panel";

const list = css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2", columnGap: "4", fontSize: "sm" });
const dt = css({ color: "muted" });
const gallery = css({ display: "grid", gap: "2", gridTemplateColumns: "repeat(auto-fill, minmax(7rem, 1fr))" });
const picture = css({ inlineSize: "full", aspectRatio: "1", objectFit: "cover", borderRadius: "lg", bg: "surface" });

/**
 * Everything about a listing: texts, contacts, social links (WhatsApp as a chat
 * link), logo, cover, gallery and the QR image with a download. It opens at once with what the
 * list knows and refreshes from the server; a failed refresh keeps what is shown.
 */
export function QrPreviewModal({ business, onClose }: { business: Business | null; onClose: () => void }) {
  const { t, lang } = useAdmin();
  const [fresh, setFresh] = useState<Business | null>(null);
  useEffect(() => {
    setFresh(null);
    if (business) data(client.qr.admin[":id"].$get({ param: { id: String(business.id) } })).then(setFresh, () => undefined);
  }, [business]);
  const b = fresh ?? business;

  const row = (label: string, value: ReactNode, key: string) =>
    value ? (
      <>
        <dt className={dt}>{label}</dt>
        <dd data-field={key} className={css({ overflowWrap: "anywhere" })}>
          {value}
        </dd>
      </>
    ) : null;
  const link = (url: string | null) =>
    url && (
      <a href={url} target="_blank" rel="noopener noreferrer" dir="ltr" className={css({ color: "accent" })}>
        {url}
      </a>
    );
  const chat = whatsappLink(b?.whatsapp);
  const qrImage = b?.qr_code_data ?? b?.qr_code_image_url;

  return (
    <Modal open={!!business} onClose={onClose} title={b?.business_name ?? ""} closeLabel={t("common.close")}>
      {b && (
        <div className={css({ display: "grid", gap: "4" })} data-testid="business-preview">
          {b.cover_image_url && (
            <img
              src={thumbnailUrl(b.cover_image_url, 640)}
              alt={t("qrBusinesses.cover")}
              className={css({ inlineSize: "full", aspectRatio: "3 / 1", objectFit: "cover", borderRadius: "xl" })}
            />
          )}
          <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
            {b.logo_url && (
              <img
                src={thumbnailUrl(b.logo_url, 64)}
                alt={t("qrBusinesses.logo")}
                width={64}
                height={64}
                className={css({ borderRadius: "xl", bg: "white", objectFit: "contain" })}
              />
            )}
            <div>
              <p className={css({ fontWeight: "bold" })}>{b.category_name || b.business_type}</p>
              <StatusBadge status={b.status} />
            </div>
          </div>
          {b.description && <p className={css({ whiteSpace: "pre-line" })}>{b.description}</p>}
          {b.description_en && (
            <p className={css({ whiteSpace: "pre-line" })} dir="ltr" lang="en" data-field="description_en">
              {b.description_en}
            </p>
          )}
          <dl className={list}>
            {row(
              t("qrBusinesses.nameEn"),
              b.business_name_en && (
                <bdi dir="ltr" lang="en">
                  {b.business_name_en}
                </bdi>
              ),
              "business_name_en",
            )}
            {row(
              t("fields.phone"),
              b.phone && (
                <a href={`tel:${b.phone}`} dir="ltr">
                  {b.phone}
                </a>
              ),
              "phone",
            )}
            {row(
              t("fields.email"),
              b.email && (
                <a href={`mailto:${b.email}`} dir="ltr">
                  {b.email}
                </a>
              ),
              "email",
            )}
            {row(t("fields.address"), b.address, "address")}
            {row(t("qrBusinesses.city"), b.city, "city")}
            {row(
              t("qrBusinesses.position"),
              b.latitude !== null && b.longitude !== null && (
                <>
                  <bdi>{formatPosition(b.latitude, b.longitude, lang)}</bdi>{" "}
                  <a
                    href={checkOnMapUrl(b.latitude, b.longitude)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={css({ color: "accent", display: "inline-flex", gap: "1", alignItems: "center" })}
                    data-testid="position-check"
                  >
                    <ExternalLink size={14} aria-hidden /> {t("qrBusinesses.checkOnMap")}
                  </a>
                </>
              ),
              "position",
            )}
            {row(t("qrBusinesses.website"), link(b.website), "website")}
            {row("Facebook", link(b.facebook), "facebook")}
            {row("Instagram", link(b.instagram), "instagram")}
            {row("Twitter", link(b.twitter), "twitter")}
            {row(
              "WhatsApp",
              chat && (
                <a
                  href={chat}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="whatsapp-link"
                  className={css({ color: "accent", display: "inline-flex", gap: "1", alignItems: "center" })}
                >
                  <MessageCircle size={14} aria-hidden /> <bdi dir="ltr">{b.whatsapp}</bdi>
                </a>
              ),
              "whatsapp",
            )}
            {row(t("menu.order.setting.label"), t(b.ordering_enabled ? "menu.order.setting.on" : "menu.order.setting.off"), "ordering_enabled")}
            {row(t("qrBusinesses.menu"), link(b.menu_url), "menu")}
            {row(t("openingHours.title"), <HoursSummary hours={b.hours} t={t} lang={lang} />, "hours")}
            {row(
              t("qrBusinesses.owner"),
              <>
                <bdi>{b.owner_username}</bdi>{t("common.listSeparator")}<bdi>{b.owner_email}</bdi>
              </>,
              "owner",
            )}
            {row(t("qrBusinesses.created"), formatDate(b.created_at, lang), "created")}
            {row(t("qrBusinesses.scansLabel"), formatNumber(b.scans_total ?? 0, lang), "scans")}
            {row(t("decision.notes"), b.admin_notes, "notes")}
          </dl>
          {b.images.length > 0 && (
            <ul className={gallery} aria-label={t("qrBusinesses.gallery")}>
              {b.images.map((img) => (
                <li key={img.id}>
                  <img src={thumbnailUrl(img.image_url, 160)} alt={img.alt_text ?? ""} className={picture} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
          {b.menu && <MenuPreview menu={b.menu} />}
          <a href={`/qr/business/${b.id}/menu?admin=1&lang=${lang}`} className={button} data-testid="edit-menu">
            {t("menu.editor.openMenu")}
          </a>
          {qrImage ? (
            <div className={css({ display: "grid", justifyItems: "center", gap: "2" })}>
              <img
                src={qrImage}
                alt={t("qrBusinesses.qrAlt", { name: b.business_name })}
                width={200}
                height={200}
                data-testid="qr-image"
                className={css({ bg: "white", padding: "2", borderRadius: "lg", objectFit: "contain" })}
              />
              <div className={css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "2" })}>
                <a href={qrImage} download={`${b.business_name}.svg`} className={button} data-testid="qr-download">
                  <Download size={15} aria-hidden />
                  {t("qrBusinesses.download")}
                </a>
                {b.status === "approved" && b.unique_id && (
                  <a href={`/qr/${b.unique_id}/print?lang=${lang}`} target="_blank" rel="noopener" className={button} data-testid="print-kit">
                    <Printer size={15} aria-hidden />
                    {t("qrBusinesses.printKit")}
                  </a>
                )}
                {b.qr_code_url && (
                  <a href={b.qr_code_url} target="_blank" rel="noopener noreferrer" className={button}>
                    <ExternalLink size={15} aria-hidden />
                    {t("qrBusinesses.openPage")}
                  </a>
                )}
              </div>
            </div>
          ) : (
            <p className={css({ color: "muted" })}>{t("qrBusinesses.noQr")}</p>
          )}
          {fresh && <QrDesignPanel key={`design-${fresh.id}`} business={fresh} onSaved={setFresh} />}
          {b.status === "approved" && (
            <ScanTrendPanel
              key={b.id}
              lang={lang}
              t={(key, params) => t(`trend.${key}`, params)}
              name={b.business_name}
              load={(days) => data(client.qr.admin[":id"].stats.$get({ param: { id: String(b.id) }, query: { days: String(days) } })).catch(() => null)}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
