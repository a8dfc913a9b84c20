import type { OwnerPreload } from "../../shared/owner-preload";
import { CircleUserRound, Home, LayoutList, LogOut, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import type { Lang, Messages, Translate } from "../../locales/i18n";
import { container, iconButton, smallButton } from "../../shared/ui";
import { richT } from "../lib/bidi";
import { LangSwitch } from "../lib/lang-switch";
import { ThemeSwitch } from "../lib/theme-switch";
import { Notices } from "./notices";
import { screen } from "./styles";
import { thumbnailUrl } from "../../shared/media";

export interface AreaChrome {
  lang: Lang;
  theme: "dark" | "light";
  siteName: string;
  logoUrl: string;
  /** The island's strings, including the language and theme toggles' own. */
  messages: Messages;
  /** What the server already read for this owner (their session cookie), shown in the first render. */
  preload?: OwnerPreload;
}

const bar = css({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 50,
  bg: "rgba(11,11,26,0.8)",
  _light: { bg: "rgba(247,247,251,0.88)" },
  backdropFilter: "blur(14px)",
  borderBlockEndWidth: "1px",
  borderColor: "border",
});
// One row on a 360-px phone: the welcome and the buttons' words show from `sm` up (the buttons
// keep their names for screen readers), so the owner's listings start high on the first screen.
// A signed-in owner's row holds seven things there (brand, area, home, language, theme, account,
// logout): the gaps and the icon buttons are a little smaller on a phone (36 px, still well over
// the 24-px tap target) so the logo keeps its size.
// `minInlineSize: 0` on the tools lets the row never be wider than the screen; the container's
// inline padding (16 px) stays the margin at both ends.
const inner = css({ display: "flex", alignItems: "center", gap: { base: "1.5", sm: "3" }, minBlockSize: { base: "14", sm: "16" }, flexWrap: { base: "nowrap", sm: "wrap" }, paddingBlock: "2", maxInlineSize: "full" });
const brand = css({ display: "flex", alignItems: "center", gap: "2", fontWeight: "extrabold", whiteSpace: "nowrap", flexShrink: 0 });
// The area's name is a label only: on a phone (narrower than 400 px) it gives its room to the
// owner's buttons, so the last of them (logout) keeps a margin from the screen's edge and the
// language button its whole word, in the phone's own font too (the site's arrives later).
const area = css({
  fontSize: "xs",
  fontWeight: "bold",
  color: "accent",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "full",
  paddingInline: "2",
  whiteSpace: "nowrap",
  flexShrink: 0,
  "@media (max-width: 399.98px)": { display: "none" },
});
const tools = css({
  display: "flex",
  alignItems: "center",
  gap: { base: "1", sm: "2" },
  marginInlineStart: "auto",
  minInlineSize: 0,
  flexWrap: { base: "nowrap", sm: "wrap" },
  "& :is(a, button)": { smDown: { blockSize: "9", minInlineSize: "9", paddingInline: "2" } },
});
/** Words shown beside an icon from `sm` up; on a phone the icon alone (the control keeps its name). */
export const wideOnly = css({ display: { base: "none", sm: "inline" } });

/**
 * The QR screens' header: the site's brand, a home link, the language and theme toggles, and
 * (for a logged-in owner) a welcome, a link to their account page (an icon named for screen
 * readers on a phone, so the header stays one row) and whatever the screen adds (logout).
 * The account page itself passes `accountLink={false}`.
 */
export function AreaHeader({
  chrome,
  t,
  welcome,
  accountLink = !!welcome,
  children,
}: {
  chrome: AreaChrome;
  t: Translate;
  welcome?: string;
  accountLink?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className={bar} data-toast-anchor>
      <div className={`${container} ${inner}`}>
        <a href="/" className={brand} aria-label={chrome.siteName}>
          <img src={thumbnailUrl(chrome.logoUrl, 32)} alt="" width={32} height={32} />
          <span className={css({ display: { base: "none", sm: "inline" } })}>{chrome.siteName}</span>
        </a>
        <span className={area}>{t("qr.area.header.area")}</span>
        <div className={tools}>
          {welcome && (
            <span data-testid="welcome" className={cx(wideOnly, css({ fontWeight: "semibold" }))}>
              {richT(t, "qr.area.header.welcome", { name: welcome })}
            </span>
          )}
          {/* On a phone the brand's logo is the way home (the same link), which leaves the row's room to the owner's own buttons. */}
          <span className={css({ display: { base: "none", sm: "contents" } })}>
            <a href="/" className={iconButton} data-testid="home-link" aria-label={t("qr.area.header.home")}>
              <IconLabel icon={Home} label={t("qr.area.header.home")} />
            </a>
          </span>
          <LangSwitch lang={chrome.lang} messages={chrome.messages} />
          <ThemeSwitch lang={chrome.lang} theme={chrome.theme} messages={chrome.messages} />
          {accountLink && (
            <a href="/qr/account" className={iconButton} data-testid="account-link" aria-label={t("qr.area.header.account")} title={t("qr.area.header.account")}>
              <IconLabel icon={CircleUserRound} label={t("qr.area.header.account")} />
            </a>
          )}
          {children}
        </div>
      </div>
    </header>
  );
}

/** A header control's inside: on a phone its icon alone (the control keeps its name), from `sm` up its words. */
function IconLabel({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <>
      <Icon size={16} aria-hidden className={css({ display: { sm: "none" } })} />
      <span className={wideOnly}>{label}</span>
    </>
  );
}

/** The header's link back to the owner's listings (`href`: the admin's list, when an admin edits a menu). */
export function DashboardLink({ t, icon = LayoutList, href = "/qr/dashboard" }: { t: Translate; icon?: LucideIcon; href?: string }) {
  return (
    <a href={href} className={smallButton} aria-label={t("qr.area.header.dashboard")} data-testid="dashboard-link">
      <IconLabel icon={icon} label={t("qr.area.header.dashboard")} />
    </a>
  );
}

export function LogoutButton({ t, onClick }: { t: Translate; onClick: () => void }) {
  return (
    <button type="button" data-testid="logout" className={smallButton} onClick={onClick} aria-label={t("qr.area.header.logout")}>
      <IconLabel icon={LogOut} label={t("qr.area.header.logout")} />
    </button>
  );
}

/**
 * A QR area screen: the notice region, the header (with the screen's own controls, `tools`), then
 * the screen's main part (`children`).
 */
export function OwnerScreen({ tools, children, ...header }: Omit<Parameters<typeof AreaHeader>[0], "children"> & { tools?: ReactNode; children: ReactNode }) {
  const { t } = header;
  return (
    <div className={screen}>
      <Notices label={t("qr.area.notice.region")} dismissLabel={t("qr.area.notice.dismiss")} />
      <AreaHeader {...header}>{tools}</AreaHeader>
      {children}
    </div>
  );
}
