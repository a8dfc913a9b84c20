import { IconBrandWhatsapp } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { Translate } from "../../locales/i18n";
import type { SiteChrome } from "../../shared/contract/landing";
import { ChatLink, ContactDetails, SocialLinks } from "../home/contact-section";
import { landingSections } from "./site-header";
import { container } from "../../shared/ui";
import { whatsappLink } from "../../shared/whatsapp";
import { Island } from "./island";

interface Props {
  t: Translate;
  /** The settings, services, contact items and social links every public page has loaded. */
  chrome: SiteChrome;
  onLanding: boolean;
}

/** The number the floating chat link opens: the WhatsApp number, else the agency's phone. */
export const chatNumber = (settings: SiteChrome["settings"]) => settings.whatsapp || settings.contact_phone;

const heading = css({ fontWeight: "bold", marginBlockEnd: "4" });
const linkList = css({ display: "grid", gap: "2", color: "muted", "& a:hover": { color: "fg" } });

const chatButton = css({
  display: "inline-flex",
  padding: "3.5",
  borderRadius: "full",
  color: "white",
  bg: "#25d366",
  boxShadow: "0 10px 30px -8px rgba(37,211,102,0.7)",
  pointerEvents: "auto",
  transition: "translate 0.25s ease, opacity 0.25s ease, visibility 0.25s",
  _hover: { transform: "scale(1.06)" },
  // Over a control or text the reader is on (islands/chat-dock.dom.ts), it steps down out of the way.
  "[data-away] &": { translate: "0 calc(100% + 2rem)", opacity: 0, visibility: "hidden", pointerEvents: "none" },
  _motionReduce: { transition: "none" },
});
/**
 * On the landing page the chat button rides over the about, services and portfolio sections:
 * sticky to the screen's bottom while they are on screen, below the fold while the hero fills the
 * first screen (so it never sits on the hero's figures or buttons), and gone with the portfolio,
 * before the articles and the contact form. A sticky box may not leave its parent (margins
 * included), which keeps it there; its 5rem are given back by the parent's negative end margin,
 * and taps go through it except on the button. It floats only with scripts, which make it step
 * aside wherever it would cover a link, a button or text (islands/chat-dock.dom.ts).
 * Other pages have no floating button (it would sit on the article being read): the footer's
 * contact column links to the same chat.
 */
// Without scripts (or before they run) nothing can move it aside, so it does not float at all: the
// contact section below offers the same chat.
const dockRoom = css({ marginBlockEnd: "-20", "html:not([data-islands]) &": { marginBlockEnd: 0 } });
const stickyDock = css({
  position: "sticky",
  insetBlockEnd: 0,
  zIndex: 40,
  blockSize: "20",
  display: "flex",
  justifyContent: "flex-end",
  alignItems: "flex-end",
  paddingBlockEnd: "6",
  paddingInlineEnd: "6",
  pointerEvents: "none",
  "html:not([data-islands]) &": { display: "none" },
});

function ChatButton({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="chat-link" aria-label={label} title={label} className={chatButton}>
      <IconBrandWhatsapp size={28} aria-hidden />
    </a>
  );
}

/** The sticky dock and its button: the chat-dock island's server-rendered part. */
export function ChatDock({ href, label }: { href: string; label: string }) {
  return (
    <div className={stickyDock} data-chat-dock>
      <ChatButton href={href} label={label} />
    </div>
  );
}

/** The landing page's sections after the hero that the chat button rides over, with the button at their end. */
export function AfterHero({ t, whatsapp, children }: { t: Translate; whatsapp: string; children: ReactNode }) {
  const chat = whatsappLink(whatsapp);
  return (
    <div className={chat ? dockRoom : undefined}>
      {children}
      {chat && <Island name="chat-dock" component={ChatDock} props={{ href: chat, label: t("contact.chat") }} hydrate="idle" />}
    </div>
  );
}

export function SiteFooter({ t, chrome, onLanding }: Props) {
  const { services, contacts, socials } = chrome;
  const siteName = chrome.settings.site_name;
  const href = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  const chat = whatsappLink(chatNumber(chrome.settings));
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
          {chat && !onLanding && <ChatLink href={chat} label={t("contact.chat")} testId="footer-chat" />}
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
    </footer>
  );
}
