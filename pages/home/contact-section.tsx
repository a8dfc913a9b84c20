import { IconBrandWhatsapp } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { Translate } from "../../locales/i18n";
import type { ContactDto } from "../../shared/contract/contact";
import type { Loaded } from "../../shared/contract/landing";
import type { SocialDto } from "../../shared/contract/social";
import { Bidi } from "../../islands/lib/bidi";
import { ContactIcon, SocialIcon } from "../components/icons";
import { SectionHeader } from "../components/section-parts";
import { card, container, section } from "../../shared/ui";

const panel = `${card} ${css({ padding: "6", _hover: { transform: "none" } })}`;
const cardTitle = css({ fontWeight: "bold", fontSize: "lg", marginBlockEnd: "4" });

/** mailto:/tel: links for contact items; addresses stay plain text. */
export const contactHref = (item: Pick<ContactDto, "type" | "value">) =>
  item.type === "email" ? `mailto:${item.value}` : item.type === "phone" ? `tel:${item.value.replace(/[^\d+]/g, "")}` : undefined;

export function ContactDetails({ t, contacts }: { t: Translate; contacts: Loaded<ContactDto[]> }) {
  // When contact info fails, the loading placeholder stays shown.
  if (!contacts.ok || contacts.data.length === 0) return <p className={css({ color: "muted" })}>{t("contact.loading")}</p>;
  return (
    <ul className={css({ display: "grid", gap: "4" })}>
      {contacts.data.map((item) => {
        const href = contactHref(item);
        return (
          <li key={item.id} className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
            <span className={css({ color: "accent", paddingBlockStart: "1" })}>
              <ContactIcon name={item.icon} />
            </span>
            <span>
              <span className={css({ display: "block", fontSize: "sm", color: "muted" })}>{item.label}</span>
              {href ? (
                <a href={href} dir="ltr" className={css({ fontWeight: "semibold", _hover: { color: "accent" } })}>
                  {item.value}
                </a>
              ) : (
                <Bidi className={css({ fontWeight: "semibold" })}>{item.value}</Bidi>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The social links as round icon buttons; `compact` (the footer) keeps six of them on one line. */
export function SocialLinks({ t, socials, compact }: { t: Translate; socials: Loaded<SocialDto[]>; compact?: boolean }) {
  if (!socials.ok || socials.data.length === 0) return <p className={css({ color: "muted" })}>{t("contact.loading")}</p>;
  return (
    <ul className={css({ display: "flex", flexWrap: "wrap", gap: compact ? "2" : "3" })}>
      {socials.data.map((s) => (
        <li key={s.id}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${s.platform}`)}
            title={t(`social.${s.platform}`)}
            className={css({
              display: "inline-flex",
              padding: compact ? "2.5" : "3",
              borderRadius: "full",
              borderWidth: "1px",
              borderColor: "border",
              _hover: { borderColor: "primary", color: "accent" },
            })}
          >
            <SocialIcon platform={s.platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  t: Translate;
  contacts: Loaded<ContactDto[]>;
  socials: Loaded<SocialDto[]>;
  /** The contact form island; rendered beside the cards. */
  form?: ReactNode;
  /** The agency's WhatsApp chat (a wa.me address), linked beside the contact details. */
  chat?: string | null;
}

const chatLink = css({ display: "inline-flex", alignItems: "center", gap: "2", marginBlockStart: "4", fontWeight: "semibold", color: "#0b7a3b", _dark: { color: "#4ade80" }, _hover: { textDecoration: "underline" } });

/** A link in words to the agency's WhatsApp chat (`href`: its wa.me address), for where no button floats. */
export function ChatLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={chatLink} data-testid={testId}>
      <IconBrandWhatsapp size={20} aria-hidden />
      {label}
    </a>
  );
}

export function ContactSection({ t, contacts, socials, form, chat }: Props) {
  return (
    <section id="contact" aria-labelledby="contact-title" className={section}>
      <div className={container}>
        <SectionHeader id="contact" title={t("contact.title")} subtitle={t("contact.subtitle")} />
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: form ? "3fr 2fr" : "1fr" }, gap: "6" })}>
          {form}
          <div className={css({ display: "grid", gap: "6", alignContent: "start" })}>
            <div className={panel}>
              <h3 className={cardTitle}>{t("contact.infoTitle")}</h3>
              <ContactDetails t={t} contacts={contacts} />
              {chat && <ChatLink href={chat} label={t("contact.chat")} testId="contact-chat" />}
            </div>
            <div className={panel}>
              <h3 className={cardTitle}>{t("contact.socialTitle")}</h3>
              <SocialLinks t={t} socials={socials} compact />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
