import { IconBrandWhatsapp } from "@tabler/icons-react";
import { Globe, Mail, MapPin, Phone, UtensilsCrossed } from "lucide-react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { displayUrl, mailtoHref, safeHttpUrl, safeMenuUrl, telHref, whatsappHref } from "../islands/qr/contact-links";
import type { Translate } from "../locales/i18n";
import type { PublicBusiness } from "../shared/contract/qr-listing";
import { SocialIcon } from "./components/icons";
import { ghostButton, muted } from "../shared/ui";

const section = css({ padding: { base: "5", md: "8" }, borderBlockStartWidth: "1px", borderColor: "border", display: "grid", gap: "4" });
const h2 = css({ fontSize: "xl", fontWeight: "bold" });
const small = css({ paddingInline: "4", paddingBlock: "2", fontSize: "sm" });
const contactList = css({ display: "grid", gap: "2", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const contactRow = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  padding: "3",
  borderRadius: "xl",
  bg: "surfaceStrong",
  minInlineSize: 0,
  "& > span": { overflowWrap: "anywhere" },
});
const icon = css({ flexShrink: 0, color: "accent" });

function ContactRow({ href, testid, children, external }: { href?: string; testid: string; children: ReactNode; external?: boolean }) {
  return href ? (
    <li>
      <a href={href} className={contactRow} data-testid={testid} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    </li>
  ) : (
    <li className={contactRow} data-testid={testid}>
      {children}
    </li>
  );
}

/** Label and value of a contact row. */
const Value = ({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) => (
  <span className={css({ display: "grid", minInlineSize: 0 })}>
    <span className={cx(muted, css({ fontSize: "xs" }))}>{label}</span>
    <span dir={ltr ? "ltr" : "auto"} className={css({ fontWeight: "semibold", overflowWrap: "anywhere", textAlign: "start" })}>
      {value}
    </span>
  </span>
);

/**
 * The public page's contact block: tel, WhatsApp chat, mailto, website, address and menu, then
 * the social links. Stored links become anchors only when they are http(s).
 */
export function ContactBlock({ t, business: b }: { t: Translate; business: PublicBusiness }) {
  const p = (key: string) => t(`qr.area.page.${key}`);
  const website = safeHttpUrl(b.website);
  const menu = safeMenuUrl(b.menu_url);
  const socials = (["facebook", "instagram", "twitter"] as const).flatMap((s) => {
    const url = safeHttpUrl(b[s]);
    return url ? [{ platform: s, url }] : [];
  });
  if (!(b.phone || b.whatsapp || b.email || b.address || website || menu || socials.length)) return null;
  return (
    <section className={section} aria-labelledby="qr-contact-title" data-testid="contact-block">
      <h2 id="qr-contact-title" className={h2}>
        {p("contactTitle")}
      </h2>
      <ul className={contactList}>
        {b.phone && (
          <ContactRow href={telHref(b.phone)} testid="contact-phone">
            <Phone size={20} aria-hidden className={icon} />
            <Value label={p("phone")} value={b.phone} ltr />
          </ContactRow>
        )}
        {b.whatsapp && (
          <ContactRow href={whatsappHref(b.whatsapp)} testid="contact-whatsapp" external>
            <IconBrandWhatsapp size={20} aria-hidden className={icon} />
            <Value label={p("whatsapp")} value={b.whatsapp} ltr />
          </ContactRow>
        )}
        {b.email && (
          <ContactRow href={mailtoHref(b.email)} testid="contact-email">
            <Mail size={20} aria-hidden className={icon} />
            <Value label={p("email")} value={b.email} ltr />
          </ContactRow>
        )}
        {website && (
          <ContactRow href={website} testid="contact-website" external>
            <Globe size={20} aria-hidden className={icon} />
            <Value label={p("website")} value={displayUrl(website)} ltr />
          </ContactRow>
        )}
        {b.address && (
          <ContactRow testid="contact-address">
            <MapPin size={20} aria-hidden className={icon} />
            <Value label={p("address")} value={b.address} />
          </ContactRow>
        )}
        {menu && (
          <ContactRow href={menu} testid="contact-menu" external>
            <UtensilsCrossed size={20} aria-hidden className={icon} />
            <Value label={p("menu")} value={displayUrl(menu)} ltr />
          </ContactRow>
        )}
      </ul>
      {socials.length > 0 && (
        <ul className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
          {socials.map((s) => (
            <li key={s.platform}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" className={cx(ghostButton, small)} data-testid={`social-${s.platform}`}>
                <SocialIcon platform={s.platform} size={16} /> {p(s.platform)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
