import { Menu, QrCode } from "lucide-react";
import { css } from "styled-system/css";
import { pickMessages, type Lang, type Messages, type Translate } from "../../locales/i18n";
import LangToggle, { langToggleKeys } from "../../islands/lang-toggle";
import ThemeToggle, { themeToggleKeys } from "../../islands/theme-toggle";
import { Island } from "../../worker/render/island";
import { container, iconButton } from "./ui";

export const landingSections = ["hero", "about", "services", "portfolio", "blog", "contact"] as const;

interface Props {
  t: Translate;
  lang: Lang;
  theme: "dark" | "light";
  table: Messages;
  siteName: string;
  logoUrl: string;
  /** On the landing page links scroll within the page; elsewhere they lead back to it. */
  onLanding: boolean;
}

const bar = css({
  position: "fixed",
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 50,
  bg: "rgba(11,11,26,0.72)",
  _light: { bg: "rgba(247,247,251,0.82)" },
  backdropFilter: "blur(14px)",
  borderBlockEndWidth: "1px",
  borderColor: "border",
});
const row = css({ display: "flex", alignItems: "center", gap: "4", blockSize: "16" });
const brand = css({ display: "flex", alignItems: "center", gap: "2", fontWeight: "extrabold", fontSize: "lg", whiteSpace: "nowrap" });
const links = css({ display: { base: "none", lg: "flex" }, gap: "1", marginInlineStart: "auto" });
const link = css({
  paddingInline: "3",
  paddingBlock: "2",
  borderRadius: "lg",
  fontWeight: "semibold",
  color: "muted",
  _hover: { color: "fg", bg: "surface" },
});
const tools = css({ display: "flex", alignItems: "center", gap: "2", marginInlineStart: { base: "auto", lg: "2" } });
const adminLink = css({ fontSize: "2xs", color: "muted", letterSpacing: "wider", _hover: { color: "fg" } });
const mobileMenu = css({ display: { base: "block", lg: "none" }, position: "relative" });
const summary = css({ listStyle: "none", "&::-webkit-details-marker": { display: "none" } });
const mobilePanel = css({
  position: "absolute",
  insetInlineEnd: 0,
  insetBlockStart: "12",
  minInlineSize: "56",
  display: "flex",
  flexDirection: "column",
  padding: "2",
  borderRadius: "xl",
  bg: "surfaceStrong",
  borderWidth: "1px",
  borderColor: "border",
  boxShadow: "xl",
});

/** The fixed top navigation with the language and theme toggles. */
export function SiteHeader({ t, lang, theme, table, siteName, logoUrl, onLanding }: Props) {
  const href = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  const navLinks = landingSections.map((id) => (
    <a key={id} href={href(id)} data-testid={`nav-link-${id}`} className={link}>
      {t(`nav.${id}`)}
    </a>
  ));
  return (
    <header className={bar}>
      <a href="#main" className={css({ srOnly: true, _focus: { srOnly: false, position: "absolute", padding: "2" } })}>
        {t("nav.skip")}
      </a>
      <div className={`${container} ${row}`}>
        <a href={onLanding ? "#hero" : "/"} className={brand}>
          <img src={logoUrl} alt="" width={32} height={32} />
          <span>{siteName}</span>
        </a>
        <nav aria-label={t("nav.label")} className={links}>
          {navLinks}
        </nav>
        <div className={tools}>
          <a href="/qr/login" className={iconButton} data-testid="nav-link-qr">
            <QrCode size={18} aria-hidden />
            <span className={css({ display: { base: "none", sm: "inline" } })}>{t("nav.qr")}</span>
          </a>
          <Island name="lang-toggle" component={LangToggle} props={{ lang, messages: pickMessages(table, langToggleKeys) }} />
          <Island
            name="theme-toggle"
            component={ThemeToggle}
            props={{ theme, lang, messages: pickMessages(table, themeToggleKeys) }}
          />
          <details className={mobileMenu}>
            <summary className={`${iconButton} ${summary}`} aria-label={t("nav.label")}>
              <Menu size={18} aria-hidden />
            </summary>
            <nav aria-label={t("nav.label")} className={mobilePanel}>
              {landingSections.map((id) => (
                <a key={id} href={href(id)} className={link}>
                  {t(`nav.${id}`)}
                </a>
              ))}
            </nav>
          </details>
          <a href="/admin" className={adminLink} data-testid="nav-link-admin">
            {t("nav.admin")}
          </a>
        </div>
      </div>
    </header>
  );
}
