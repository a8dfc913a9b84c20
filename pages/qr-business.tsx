import { css } from "styled-system/css";
import type { Translate } from "../locales/i18n";
import type { PublicBusiness } from "../worker/services/qr/business-view";
import { chip, container, ghostButton, muted, primaryButton } from "./components/ui";

export interface QrBusinessPageProps {
  t: Translate;
  /** The approved listing, or null: not found, not approved, or its owner rejected. */
  business: PublicBusiness | null;
  siteName: string;
  logoUrl: string;
}

const page = css({ minBlockSize: "100dvh", paddingBlock: { base: "6", md: "10" } });
const top = css({ display: "flex", alignItems: "center", gap: "2", fontWeight: "bold", marginBlockEnd: "6" });
const panel = css({ bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "2xl", overflow: "hidden" });
const cover = css({ inlineSize: "100%", aspectRatio: "3 / 1", objectFit: "cover", display: "block" });
const body = css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "3", padding: { base: "6", md: "10" }, textAlign: "center" });
const logo = css({ borderRadius: "2xl", bg: "white", objectFit: "contain", boxShadow: "lg" });
const title = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold" });
const description = css({ maxInlineSize: "2xl", lineHeight: "1.8", whiteSpace: "pre-line" });

/**
 * The public page of a QR listing, minimal for now (the full page with gallery, lightbox and
 * contact block comes with the QR screens): logo, name, type and description, or the error
 * screen with a way back home.
 */
export function QrBusinessPage({ t, business, siteName, logoUrl }: QrBusinessPageProps) {
  return (
    <main id="main" className={`${container} ${page}`}>
      <a href="/" className={top}>
        <img src={logoUrl} alt="" width={32} height={32} />
        <span>{siteName}</span>
      </a>
      {business ? (
        <article className={panel} data-testid="qr-business">
          {business.cover_image_url && <img src={business.cover_image_url} alt="" className={cover} />}
          <div className={body}>
            {business.logo_url && (
              <img
                src={business.logo_url}
                alt={t("qr.page.logoAlt", { name: business.business_name })}
                width={112}
                height={112}
                className={logo}
                data-testid="business-logo"
              />
            )}
            <h1 className={title} data-testid="business-name">
              {business.business_name}
            </h1>
            <span className={chip} data-testid="business-type">
              {business.category_name}
            </span>
            {business.description && (
              <p className={`${description} ${muted}`} data-testid="business-description">
                {business.description}
              </p>
            )}
            <a href="/" className={ghostButton}>
              {t("qr.page.backHome")}
            </a>
          </div>
        </article>
      ) : (
        <section className={`${panel} ${body}`} data-testid="error-screen" role="alert">
          <h1 className={title}>{t("qr.page.notFoundTitle")}</h1>
          <p className={muted}>{t("qr.page.notFoundText")}</p>
          <a href="/" className={primaryButton} data-testid="back-home">
            {t("qr.page.backHome")}
          </a>
        </section>
      )}
    </main>
  );
}
