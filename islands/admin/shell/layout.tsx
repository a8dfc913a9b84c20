import { Home, LogOut } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { Link, useLocation } from "wouter";
import type { Messages } from "../../../locales/i18n";
import { LangSwitch } from "../../lib/lang-switch";
import { ThemeSwitch } from "../../lib/theme-switch";
import { useSession } from "../core/use-session";
import { richT } from "../../lib/bidi";
import { useAdmin } from "../core/i18n";
import { navItems } from "./nav-items";
import { preloadScreen } from "./routes";
import { centerCurrentTab, ScrollHint } from "../kit/scroll-hint";
import { hrefOf } from "../../../shared/admin-paths";
import { button } from "../core/styles";

// On a phone the tab strip is a row above the screen: the screen takes the height left, so a
// short screen (contact info) no longer stretches the strip's row into an empty band.
const shell = css({
  display: "grid",
  gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "16rem minmax(0, 1fr)" },
  gridTemplateRows: { base: "auto 1fr", lg: "auto" },
  minBlockSize: "100dvh",
});
const sidebar = css({
  bg: "surfaceStrong",
  borderInlineEndWidth: { base: "0", lg: "1px" },
  borderBlockEndWidth: { base: "1px", lg: "0" },
  borderColor: "border",
  padding: { base: "2", lg: "4" },
  minInlineSize: "0",
  position: { lg: "sticky" },
  insetBlockStart: "0",
  blockSize: { lg: "100dvh" },
  overflowY: { lg: "auto" },
});
const navList = css({
  display: "flex",
  flex: "1",
  minInlineSize: "0",
  flexDirection: { base: "row", lg: "column" },
  gap: "1",
  overflowX: { base: "auto", lg: "visible" },
  scrollbarWidth: { base: "none", lg: "auto" },
});
const navLink = css({
  display: "flex",
  alignItems: "center",
  gap: "2.5",
  paddingInline: "3",
  paddingBlock: "2",
  borderRadius: "lg",
  fontWeight: "semibold",
  color: "muted",
  whiteSpace: "nowrap",
  _hover: { color: "fg", bg: "surface" },
  "&[aria-current=page]": { color: "fg", bg: "rgba(99,102,241,0.18)" },
});
const header = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
  paddingInline: { base: "4", md: "8" },
  paddingBlock: "3",
  borderBlockEndWidth: "1px",
  borderColor: "border",
});

// On a phone the header's buttons show their icons only (named for screen readers), so the
// welcome and the four controls fit on one line.
const wideOnly = css({ display: { base: "none", sm: "inline" } });
// The welcome takes the room the controls leave and never pushes them to a second row (the
// English one did, at 360 px): a little smaller on phones, and a long username ends in "…".
const welcome = css({
  fontWeight: "bold",
  fontSize: { base: "sm", sm: "md" },
  flex: "1 1 0",
  minInlineSize: "0",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

/** The admin's frame: navigation, the signed-in admin, home link, toggles and logout. */
export function AdminLayout({ theme, messages, children }: { theme: "dark" | "light"; messages: Messages; children: ReactNode }) {
  const { t, lang } = useAdmin();
  const { user, logout } = useSession();
  const [location] = useLocation();
  const tabs = useRef<HTMLUListElement>(null);
  const current = (path: string) => (path === "/" ? location === "/" : location === path || location.startsWith(`${path}/`));
  // On a phone the tabs are one scrolling row: the current one is brought to its middle on every
  // screen change (on the activity log it is the last tab, which sat clipped at the strip's end).
  useEffect(() => centerCurrentTab(tabs.current), [location]);
  return (
    <div className={shell}>
      <aside className={sidebar}>
        <p className={css({ display: { base: "none", lg: "block" }, fontWeight: "extrabold", fontSize: "lg", paddingInline: "3", marginBlockEnd: "4" })}>
          {t("title")}
        </p>
        {/* On a phone: the scrolling row of tabs, then the scroll hint in a slot of its own beside it. */}
        <nav aria-label={t("nav.label")} className={css({ display: { base: "flex", lg: "block" }, alignItems: "center" })}>
          <ul className={navList} ref={tabs}>
            {navItems
              .filter((item) => !item.adminOnly || user.role === "admin")
              .map(({ path, key, icon: Icon }) => (
                <li key={path}>
                  <Link
                    href={hrefOf(path)}
                    className={navLink}
                    aria-current={current(path) ? "page" : undefined}
                    // The screen's chunk starts downloading as the pointer or focus reaches the link.
                    onPointerEnter={() => preloadScreen(path)}
                    onFocus={() => preloadScreen(path)}
                  >
                    <Icon size={18} aria-hidden />
                    {t(`nav.${key}`)}
                  </Link>
                </li>
              ))}
          </ul>
          <span className={css({ display: { base: "flex", lg: "none" }, flexShrink: "0" })}>
            <ScrollHint target={tabs} />
          </span>
        </nav>
      </aside>
      <div className={css({ minInlineSize: "0" })}>
        <header className={header} data-toast-anchor>
          <p className={welcome} data-testid="welcome">
            {richT(t, "layout.welcome", { username: user.username })}
          </p>
          <div className={css({ display: "flex", alignItems: "center", gap: "2", marginInlineStart: "auto" })}>
            <a href="/" className={button} data-testid="home-link" aria-label={t("layout.home")}>
              <Home size={16} aria-hidden />
              <span className={wideOnly}>{t("layout.home")}</span>
            </a>
            <LangSwitch lang={lang} messages={messages} />
            <ThemeSwitch theme={theme} lang={lang} messages={messages} />
            <button type="button" data-testid="logout" className={cx(button, css({ color: "danger" }))} onClick={logout} aria-label={t("layout.logout")}>
              <LogOut size={16} aria-hidden />
              <span className={wideOnly}>{t("layout.logout")}</span>
            </button>
          </div>
        </header>
        <main id="main" className={css({ padding: { base: "4", md: "8" }, display: "grid", gap: "6", alignContent: "start" })}>
          {children}
        </main>
      </div>
    </div>
  );
}
