import { Menu, QrCode, X } from "lucide-react";
import { css } from "styled-system/css";
import { LangSwitch } from "../../islands/lib/lang-switch";
import { langToggleKeys, themeToggleKeys } from "../../islands/message-keys";
import { ThemeSwitch } from "../../islands/lib/theme-switch";
import { pickMessages, type Lang, type Messages, type Translate } from "../../locales/i18n";
import { Island } from "./island";
import { container, iconButton } from "../../shared/ui";
import type { Picture } from "../../shared/media";
import { Img, usePictures } from "../../shared/picture";

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
  /** This page's path: where a scriptless theme switch comes back to. */
  path: string;
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
const row = css({ display: "flex", alignItems: "center", gap: { base: "3", sm: "4" }, blockSize: "16" });
// The brand may shrink (the name is cut with an ellipsis) but never pushes the tools off screen;
// on the narrowest phones only the logo shows, and the name stays for screen readers.
const brand = css({ display: "flex", alignItems: "center", gap: "2", minInlineSize: 0, fontWeight: "extrabold", fontSize: { base: "md", sm: "lg" } });
const brandName = css({
  srOnly: true,
  "@media (min-width: 25rem)": { srOnly: false, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" },
});
const skipLink = css({
  srOnly: true,
  insetBlockStart: "2",
  insetInlineStart: "2",
  _focus: { srOnly: false, position: "absolute", zIndex: 60, padding: "2", borderRadius: "lg", bg: "surfaceStrong" },
});
const links = css({ display: { base: "none", lg: "flex" }, gap: "1", marginInlineStart: "auto" });
const link = css({
  paddingInline: "3",
  paddingBlock: "2",
  borderRadius: "lg",
  fontWeight: "semibold",
  color: "muted",
  _hover: { color: "fg", bg: "surface" },
});
const tools = css({ display: "flex", alignItems: "center", gap: "2", flexShrink: 0, marginInlineStart: { base: "auto", lg: "2" } });
// The phone menu: a <details>, so it opens without scripts. Not positioned itself, so its panel
// is placed against the whole header bar: full width under it, never off screen either way.
const mobileMenu = css({ display: { base: "block", lg: "none" } });
const summary = css({ listStyle: "none", "&::-webkit-details-marker": { display: "none" } });
const openIcon = css({ "details[open] &": { display: "none" } });
const closeIcon = css({ display: "none", "details[open] &": { display: "block" } });
const mobilePanel = css({
  position: "absolute",
  insetInline: "3",
  insetBlockStart: "calc(100% + 0.5rem)",
  maxBlockSize: "calc(100dvh - 5.5rem)",
  overflowY: "auto",
  display: "grid",
  gap: "1",
  padding: "2",
  borderRadius: "xl",
  bg: "surfaceStrong",
  borderWidth: "1px",
  borderColor: "border",
  boxShadow: "xl",
});
const panelLink = css({
  display: "flex",
  alignItems: "center",
  minBlockSize: "11",
  paddingInline: "4",
  borderRadius: "lg",
  fontWeight: "semibold",
  color: "fg",
  _hover: { bg: "surface" },
});

// The logo is 32 px high, as wide as its shape makes it, up to 128 px (a wide word mark).
const LOGO_HEIGHT = 32;
const LOGO_MAX_WIDTH = 128;
const logoBox = css({ blockSize: "8", inlineSize: "auto", maxInlineSize: "32", objectFit: "contain", flexShrink: 0 });

/**
 * The site's logo: an uploaded one through its WebP variants (the browser takes the smallest
 * that fills the drawn width at the screen's density: the 160 or 320 file, a few KB, not the
 * 1280-px main file), anything else (the default SVG, an outside address) as a plain image.
 */
function Logo({ url, picture }: { url: string; picture: Picture | undefined }) {
  const width = picture ? Math.min(LOGO_MAX_WIDTH, Math.round((LOGO_HEIGHT * picture.width) / picture.height)) : LOGO_HEIGHT;
  // No placeholder colour behind it: it would show through a logo's transparent parts for good.
  const shape = picture && { src: picture.src, width: picture.width, height: picture.height, srcset: picture.srcset };
  return <Img src={url} picture={shape} sizes={`${width}px`} alt="" width={LOGO_HEIGHT} height={LOGO_HEIGHT} className={logoBox} />;
}

/** The fixed top navigation with the language and theme toggles. */
export function SiteHeader({ t, lang, theme, table, siteName, logoUrl, onLanding, path }: Props) {
  const href = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  const pictureOf = usePictures();
  return (
    <header className={bar}>
      <a href="#main" className={skipLink}>
        {t("nav.skip")}
      </a>
      <div className={`${container} ${row}`}>
        <a href={onLanding ? "#hero" : "/"} className={brand}>
          <Logo url={logoUrl} picture={pictureOf(logoUrl)} />
          <span className={brandName}>{siteName}</span>
        </a>
        <nav aria-label={t("nav.label")} className={links}>
          {landingSections.map((id) => (
            <a key={id} href={href(id)} data-testid={`nav-link-${id}`} className={link}>
              {t(`nav.${id}`)}
            </a>
          ))}
        </nav>
        <div className={tools}>
          <a href="/qr/login" className={iconButton} data-testid="nav-link-qr" aria-label={t("nav.qr")}>
            <QrCode size={18} aria-hidden />
            <span className={css({ display: { base: "none", sm: "inline" }, marginInlineStart: "1.5" })}>{t("nav.qr")}</span>
          </a>
          {/* DOM islands: plain link and form that work without scripts, enhanced without React. */}
          <Island name="lang-toggle" component={LangSwitch} props={{ lang, messages: pickMessages(table, langToggleKeys) }} />
          <Island name="theme-toggle" component={ThemeSwitch} props={{ theme, lang, back: path, messages: pickMessages(table, themeToggleKeys) }} />
          <Island
            name="site-menu"
            component={MobileMenu}
            props={{
              labels: { menu: t("nav.menu"), nav: t("nav.label") },
              items: landingSections.map((id) => ({ href: href(id), label: t(`nav.${id}`) })),
            }}
            hydrate="interaction"
          />
        </div>
      </div>
    </header>
  );
}

interface MenuProps {
  labels: { menu: string; nav: string };
  items: { href: string; label: string }[];
}

/** The phone menu (hidden from lg up, where the bar shows the links). */
function MobileMenu({ labels, items }: MenuProps) {
  return (
    <details className={mobileMenu}>
      <summary className={`${iconButton} ${summary}`} aria-label={labels.menu}>
        <Menu size={18} aria-hidden className={openIcon} />
        <X size={18} aria-hidden className={closeIcon} />
      </summary>
      <nav aria-label={labels.nav} className={mobilePanel}>
        {items.map((item) => (
          <a key={item.href} href={item.href} className={panelLink}>
            {item.label}
          </a>
        ))}
      </nav>
    </details>
  );
}
