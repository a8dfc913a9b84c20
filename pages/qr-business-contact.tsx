import { IconBrandWhatsapp } from "@tabler/icons-react";
import { Globe, Mail, MapPin, Phone, UtensilsCrossed } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { displayUrl, mailtoHref, safeHttpUrl, safeMenuUrl, telHref, whatsappHref } from "../islands/qr/contact-links";
import type { Lang, Translate } from "../locales/i18n";
import { positionOf, webMapUrl } from "../shared/listing-place";
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

/** One contact row: where it leads (none for an address), its icon and what it shows. */
interface ContactLine {
  key: string;
  href?: string;
  external?: boolean;
  icon: ComponentType<{ size?: number; className?: string; "aria-hidden"?: boolean }>;
  value: string;
  ltr?: boolean;
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
export function ContactBlock({ t, lang, business: b }: { t: Translate; lang: Lang; business: PublicBusiness }) {
  const p = (key: string) => t(`qr.area.page.${key}`);
  const website = safeHttpUrl(b.website);
  // The street and the town in one line; with a position the row opens the web map there (what
  // phones without a map app for the directions button use).
  const position = positionOf(b);
  const place = [b.address?.trim(), b.city?.trim()].filter(Boolean).join(lang === "ar" ? "، " : ", ") || (position ? t("qr.area.page.onTheMap") : "");
  const menu = safeMenuUrl(b.menu_url);
  const socials = (["facebook", "instagram", "twitter"] as const).flatMap((s) => {
    const url = safeHttpUrl(b[s]);
    return url ? [{ platform: s, url }] : [];
  });
  // The ways to reach the business that it gave, in this order: each row's label is p(key).
  const lines: (ContactLine | false | "" | null | undefined)[] = [
    b.phone && { key: "phone", href: telHref(b.phone), icon: Phone, value: b.phone, ltr: true },
    b.whatsapp && { key: "whatsapp", href: whatsappHref(b.whatsapp), external: true, icon: IconBrandWhatsapp, value: b.whatsapp, ltr: true },
    b.email && { key: "email", href: mailtoHref(b.email), icon: Mail, value: b.email, ltr: true },
    website && { key: "website", href: website, external: true, icon: Globe, value: displayUrl(website), ltr: true },
    place && { key: "address", icon: MapPin, value: place, ...(position ? { href: webMapUrl(position), external: true } : {}) },
    menu && { key: "menu", href: menu, external: true, icon: UtensilsCrossed, value: displayUrl(menu), ltr: true },
  ];
  const rows = lines.filter((row): row is ContactLine => !!row);
  if (!(rows.length || socials.length)) return null;
  return (
    <section className={section} aria-labelledby="qr-contact-title" data-testid="contact-block">
      <h2 id="qr-contact-title" className={h2}>
        {p("contactTitle")}
      </h2>
      <ul className={contactList}>
        {rows.map(({ key, href, external, icon: Icon, value, ltr }) => (
          <ContactRow key={key} href={href} testid={`contact-${key}`} external={external}>
            <Icon size={20} aria-hidden className={icon} />
            <Value label={p(key)} value={value} ltr={ltr} />
          </ContactRow>
        ))}
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
