import { IconBrandWhatsapp } from "@tabler/icons-react";
import { css } from "styled-system/css";
import type { Translate } from "../../locales/i18n";
import type { ContactDto } from "../../worker/services/contact-info";
import type { Loaded } from "../../worker/services/landing";
import type { ServiceDto } from "../../worker/services/agency-services";
import type { SocialDto } from "../../worker/services/social-links";
import { ContactDetails, SocialLinks } from "../home/contact-section";
import { landingSections } from "./site-header";
import { container } from "../../shared/ui";

interface Props {
  t: Translate;
  siteName: string;
  services: Loaded<ServiceDto[]>;
  contacts: Loaded<ContactDto[]>;
  socials: Loaded<SocialDto[]>;
  /** Digits of the WhatsApp number for the floating chat link; none, no link. */
  whatsapp: string;
  onLanding: boolean;
}

const heading = css({ fontWeight: "bold", marginBlockEnd: "4" });
const linkList = css({ display: "grid", gap: "2", color: "muted", "& a:hover": { color: "fg" } });

/** wa.me wants the number in international form, digits only. */
export const whatsappLink = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
};

export function SiteFooter({ t, siteName, services, contacts, socials, whatsapp, onLanding }: Props) {
  const href = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  const chat = whatsappLink(whatsapp);
  return (
    <footer className={css({ borderBlockStartWidth: "1px", borderColor: "border", paddingBlock: "14", marginBlockStart: "10" })}>
      <div className={`${container} ${css({ display: "grid", gap: "10", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } })}`}>
        <div>
          <p className={css({ fontWeight: "extrabold", fontSize: "lg", marginBlockEnd: "3" })}>{siteName}</p>
          <p className={css({ color: "muted", marginBlockEnd: "4" })}>{t("footer.about")}</p>
          <SocialLinks t={t} socials={socials} compact />
        </div>
        <nav aria-label={t("footer.quickLinks")}>
          <h2 className={heading}>{t("footer.quickLinks")}</h2>
          <ul className={linkList}>
            {landingSections.map((id) => (
              <li key={id}>
                <a href={href(id)} data-testid={`footer-link-${id}`}>
                  {t(`nav.${id}`)}
                </a>
              </li>
            ))}
            <li>
              <a href="/qr/login">{t("nav.qr")}</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t("footer.services")}</h2>
          <ul className={linkList}>
            {services.ok &&
              services.data.map((s) => (
                <li key={s.id}>
                  <a href={href("services")}>{s.title}</a>
                </li>
              ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t("footer.contact")}</h2>
          <ContactDetails t={t} contacts={contacts} />
        </div>
      </div>
      <div
        className={`${container} ${css({ display: "flex", flexWrap: "wrap", gap: "4", justifyContent: "space-between", marginBlockStart: "10", paddingBlockStart: "6", borderBlockStartWidth: "1px", borderColor: "border", color: "muted", fontSize: "sm" })}`}
      >
        <p>{t("footer.rights", { year: new Date().getUTCFullYear(), name: siteName })}</p>
        <ul className={css({ display: "flex", gap: "4", "& a:hover": { color: "fg" } })}>
          <li>
            <a href="/privacy">{t("footer.privacy")}</a>
          </li>
          <li>
            <a href="/terms">{t("footer.terms")}</a>
          </li>
          <li>
            <a href="/sitemap.xml">{t("footer.sitemap")}</a>
          </li>
          {/* Staff know the address; visitors see no admin entry in the header or the menu. */}
          <li>
            <a href="/admin" data-testid="footer-link-admin" rel="nofollow">
              {t("footer.staff")}
            </a>
          </li>
        </ul>
      </div>
      {chat && (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="chat-link"
          aria-label={t("contact.chat")}
          title={t("contact.chat")}
          className={css({
            position: "fixed",
            insetBlockEnd: "6",
            insetInlineEnd: "6",
            zIndex: 40,
            display: "inline-flex",
            padding: "3.5",
            borderRadius: "full",
            color: "white",
            bg: "#25d366",
            boxShadow: "0 10px 30px -8px rgba(37,211,102,0.7)",
            _hover: { transform: "scale(1.06)" },
          })}
        >
          <IconBrandWhatsapp size={28} aria-hidden />
        </a>
      )}
    </footer>
  );
}
