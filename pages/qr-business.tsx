import { IconBrandWhatsapp } from "@tabler/icons-react";
import { Download } from "lucide-react";
import { css, cx } from "styled-system/css";
import QrLightbox from "../islands/qr-lightbox";
import { dirOf, otherLang, type Lang, type Translate } from "../locales/i18n";
import { Island } from "./components/island";
import { OfflineKit } from "./components/offline-kit";
import type { PublicBusiness } from "../shared/contract/qr-listing";
import { container, ghostButton, muted, primaryButton } from "../shared/ui";
import { listingDescription, listingName } from "../shared/listing-place";
import { Img, usePictures } from "../shared/picture";
import { placeholderOf } from "./lib/placeholders";
import { ContactBlock } from "./qr-business-contact";
import { MenuBlock } from "./qr-menu";
import { orderSetupOf } from "./qr-order";
import { HoursTable } from "./qr-hours";
import { ListingHead } from "./qr-listing-head";

export interface QrBusinessPageProps {
  t: Translate;
  lang: Lang;
  /** The approved listing, or null: not found, not approved, or its owner rejected. */
  business: PublicBusiness | null;
  siteName: string;
  logoUrl: string;
  /** This page's path, for the language link. */
  path: string;
  /** The listing could not be loaded at all (not the same as "not found"). */
  failed?: boolean;
  /** No listing: it was deleted (its code was issued once), rather than never or not now public. */
  gone?: boolean;
  /** The agency's WhatsApp chat link, offered when there is no listing to show. */
  agencyChat?: string | null;
  /** The moment the page is rendered for (the app's clock): the opening hours' badge and today's row. */
  now?: number;
  /** Syrian prices also in old pounds (the site setting `show_old_pounds`). */
  oldPounds?: boolean;
  /** The visitor's table, when a numbered table code opened the page (`?t=7`, 1 to 999). */
  table?: number | null;
}

// A column whose children keep their full width (auto inline margins would shrink them).
const page = css({ minBlockSize: "100dvh", display: "flex", flexDirection: "column", "& > *": { inlineSize: "full" } });
const top = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", blockSize: "14" });
const brand = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  fontWeight: "bold",
  minInlineSize: 0,
  "& span": { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
});
const langLink = css({
  fontSize: "sm",
  fontWeight: "bold",
  paddingInline: "3",
  paddingBlock: "1.5",
  borderRadius: "full",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
});
// Clipped (not "hidden"): a hidden overflow would make the panel a scroll box of its own, and the
// menu's sticky section bar would stick to the panel instead of the screen.
const panel = css({ bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "2xl", overflow: "clip" });
const head = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "3",
  paddingInline: { base: "5", md: "10" },
  paddingBlockEnd: "6",
  textAlign: "center",
});
const title = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", lineHeight: "1.3", overflowWrap: "anywhere" });
const description = css({ maxInlineSize: "2xl", lineHeight: "1.8", whiteSpace: "pre-line" });
const actions = css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "2" });
// Below the first screen: what the place is about, and its card for the phone's contacts.
const aboutBox = css({ display: "grid", justifyItems: "start", gap: "3", paddingInline: { base: "4", md: "8" }, paddingBlockEnd: "5" });
const section = css({ padding: { base: "5", md: "8" }, borderBlockStartWidth: "1px", borderColor: "border", display: "grid", gap: "4" });
const h2 = css({ fontSize: "xl", fontWeight: "bold" });
const small = css({ paddingInline: "4", paddingBlock: "2", fontSize: "sm" });

/**
 * A listing's public page, the page its QR code opens on a phone: light on purpose. Everything is
 * server-rendered HTML and CSS; the only script is the gallery's lightbox, which hydrates when
 * the visitor reaches for a thumbnail (the thumbnails are links to the images meanwhile).
 */
export function QrBusinessPage({ t, lang, business, siteName, logoUrl, path, failed, gone, agencyChat, now, oldPounds, table = null }: QrBusinessPageProps) {
  const other = otherLang(lang);
  const pictureOf = usePictures();
  return (
    <div className={page}>
      <header className={container}>
        <div className={top}>
          <a href="/" className={brand}>
            <Img src={logoUrl} picture={pictureOf(logoUrl)} sizes="28px" alt="" width={28} height={28} />
            <span>{siteName}</span>
          </a>
          <a
            // The other language keeps the table the visitor sits at.
            href={`${path}?lang=${other}${business && table !== null ? `&t=${table}` : ""}`}
            hrefLang={other}
            className={langLink}
            data-testid="lang-link"
          >
            {/* The page's language for "switch to", the shown name in its own (see LangSwitch). */}
            <span className={css({ srOnly: true })}>{t("lang.switchTo")} </span>
            <span lang={other}>{t("qr.area.page.langSwitch")}</span>
          </a>
        </div>
      </header>
      <main id="main" className={cx(container, css({ flex: "1", paddingBlockEnd: "10", maxInlineSize: "4xl" }))}>
        {business ? <Listing t={t} lang={lang} business={business} now={now ?? Date.now()} oldPounds={oldPounds ?? false} table={table} /> : <ErrorScreen t={t} failed={failed} gone={gone} agencyChat={agencyChat} />}
      </main>
      <footer className={cx(container, muted, css({ paddingBlock: "6", fontSize: "sm", textAlign: "center" }))}>
        <a href="/" className={css({ _hover: { color: "fg" } })}>
          {siteName}
        </a>
      </footer>
    </div>
  );
}

/** The boxes the gallery draws photos in, as `sizes`: two columns on phones, three from 40rem. */
const thumbSizes = "(min-width: 56rem) 17rem, (min-width: 40rem) 30vw, 45vw";

function Listing({ t, lang, business: b, now, oldPounds, table }: { t: Translate; lang: Lang; business: PublicBusiness; now: number; oldPounds: boolean; table: number | null }) {
  const p = (key: string, params?: Record<string, string | number>) => t(`qr.area.page.${key}`, params);
  const pictureOf = usePictures();
  const vcf = `/qr/${b.unique_id ?? b.id}/contact.vcf`;
  const name = listingName(b, lang);
  const about = listingDescription(b, lang);
  return (
    <article className={panel} data-testid="qr-business">
      <ListingHead t={t} lang={lang} business={b} now={now} table={table} />
      <div className={aboutBox}>
          {about && (
            <p className={cx(description, muted)} data-testid="business-description" dir="auto">
              {about}
            </p>
          )}
          <a href={vcf} download className={cx(ghostButton, small)} data-testid="save-contact" type="text/vcard">
            <Download size={16} aria-hidden /> {p("saveContact")}
          </a>
        </div>
      <MenuBlock t={t} lang={lang} menu={b.menu} oldPounds={oldPounds} order={orderSetupOf(b, t, lang)} />
      {b.hours && <HoursTable hours={b.hours} lang={lang} t={t} now={now} />}
      <ContactBlock t={t} lang={lang} business={b} />
      {b.images.length > 0 && (
        <section className={section} aria-labelledby="qr-gallery-title" data-testid="gallery">
          <h2 id="qr-gallery-title" className={h2}>
            {p("galleryTitle")}
          </h2>
          <Island
            name="qr-lightbox"
            component={QrLightbox}
            hydrate="interaction"
            props={{
              images: b.images.map((img) => ({
                url: img.image_url,
                alt: img.alt_text || name,
                placeholder: placeholderOf(img.image_url),
                picture: pictureOf(img.image_url),
              })),
              sizes: thumbSizes,
              dir: dirOf(lang),
              labels: {
                open: b.images.map((_, i) => p("openImage", { n: i + 1, total: b.images.length })),
                dialog: p("lightbox"),
                close: p("close"),
                next: p("next"),
                previous: p("previous"),
                counter: b.images.map((_, i) => p("counter", { n: i + 1, total: b.images.length })),
              },
            }}
          />
        </section>
      )}
      <OfflineKit t={t} lang={lang} />
    </article>
  );
}

/**
 * What a visitor sees when there is no listing to show, often after scanning a printed code:
 * "not available" (never public, or hidden for now), "no longer available" (deleted), or "error
 * loading data". Nothing about the listing or its owner, not even its name; instead the ways to
 * reach the agency: its home page, its contact section and its WhatsApp chat.
 */
function ErrorScreen({ t, failed, gone, agencyChat }: { t: Translate; failed?: boolean; gone?: boolean; agencyChat?: string | null }) {
  const reason = failed ? "error" : gone ? "gone" : "not-found";
  const words = {
    error: ["qr.errorLoadingData", "qr.area.page.tryLater"],
    gone: ["qr.page.goneTitle", "qr.page.goneText"],
    "not-found": ["qr.page.notFoundTitle", "qr.page.notFoundText"],
  }[reason];
  return (
    <section className={cx(panel, head, css({ paddingBlock: "12" }))} data-testid="error-screen" data-reason={reason} role="alert">
      <h1 className={title}>{t(words[0])}</h1>
      <p className={cx(muted, description)}>{t(words[1])}</p>
      <div className={cx(actions, css({ flexDirection: "column", alignItems: "stretch", inlineSize: "full", maxInlineSize: "xs" }))}>
        <a href="/" className={primaryButton} data-testid="back-home">
          {t("qr.page.backHome")}
        </a>
        {!failed && (
          <a href="/#contact" className={ghostButton} data-testid="contact-agency">
            {t("qr.page.contactUs")}
          </a>
        )}
        {!failed && agencyChat && (
          <a href={agencyChat} className={ghostButton} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-agency">
            <IconBrandWhatsapp size={18} aria-hidden /> {t("qr.page.whatsappUs")}
          </a>
        )}
      </div>
    </section>
  );
}
