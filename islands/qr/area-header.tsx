import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { Lang, Messages, Translate } from "../../locales/i18n";
import { container, iconButton } from "../../shared/ui";
import { richT } from "../lib/bidi";
import { LangSwitch } from "../lib/lang-switch";
import { ThemeSwitch } from "../lib/theme-switch";
import { thumbnailUrl } from "../../shared/media";

export interface AreaChrome {
  lang: Lang;
  theme: "dark" | "light";
  siteName: string;
  logoUrl: string;
  /** The island's strings, including the language and theme toggles' own. */
  messages: Messages;
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
const inner = css({ display: "flex", alignItems: "center", gap: "3", minBlockSize: "16", flexWrap: "wrap", paddingBlock: "2" });
const brand = css({ display: "flex", alignItems: "center", gap: "2", fontWeight: "extrabold", whiteSpace: "nowrap" });
const area = css({ fontSize: "xs", fontWeight: "bold", color: "accent", borderWidth: "1px", borderColor: "border", borderRadius: "full", paddingInline: "2" });
const tools = css({ display: "flex", alignItems: "center", gap: "2", marginInlineStart: "auto", flexWrap: "wrap" });

/**
 * The QR screens' header: the site's brand, a home link, the language and theme toggles, and
 * (for a logged-in owner) a welcome and whatever the screen adds (logout).
 */
export function AreaHeader({ chrome, t, welcome, children }: { chrome: AreaChrome; t: Translate; welcome?: string; children?: ReactNode }) {
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
            <span data-testid="welcome" className={css({ fontWeight: "semibold" })}>
              {richT(t, "qr.area.header.welcome", { name: welcome })}
            </span>
          )}
          <a href="/" className={iconButton} data-testid="home-link">
            {t("qr.area.header.home")}
          </a>
          <LangSwitch lang={chrome.lang} messages={chrome.messages} />
          <ThemeSwitch lang={chrome.lang} theme={chrome.theme} messages={chrome.messages} />
          {children}
        </div>
      </div>
    </header>
  );
}
