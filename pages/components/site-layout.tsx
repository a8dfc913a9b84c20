import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { Lang, Messages, Translate } from "../../locales/i18n";
import type { SiteChrome } from "../../shared/contract/landing";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { container } from "../../shared/ui";

export interface LayoutProps {
  t: Translate;
  lang: Lang;
  theme: "dark" | "light";
  table: Messages;
  chrome: SiteChrome;
  /** This page's path (the theme switch comes back to it without scripts). */
  path: string;
  children: ReactNode;
}

/** Header, main and footer of the public pages beyond the landing page (blog, legal pages). */
export function SiteLayout({ t, lang, theme, table, chrome, path, children }: LayoutProps) {
  const { settings } = chrome;
  return (
    <>
      <SiteHeader t={t} lang={lang} theme={theme} table={table} siteName={settings.site_name} logoUrl={settings.logo_url} onLanding={false} path={path} />
      <main id="main" className={`${container} ${css({ paddingBlockStart: "28", paddingBlockEnd: "16", minBlockSize: "70dvh" })}`}>
        {children}
      </main>
      <SiteFooter t={t} chrome={chrome} onLanding={false} />
    </>
  );
}
