import { css } from "styled-system/css";
import { createT, dirOf, type Lang } from "../locales/i18n";
import { ghostButton, primaryButton } from "../shared/ui";
import { SectionHeader } from "./components/section-parts";
import { SiteLayout, type LayoutProps } from "./components/site-layout";

const links = css({ display: "flex", flexWrap: "wrap", gap: "3", justifyContent: "center", marginBlockStart: "8" });
const text = css({ maxInlineSize: "2xl", marginInline: "auto", textAlign: "center", fontSize: "lg", lineHeight: "1.9" });
const other = css({ maxInlineSize: "2xl", marginInline: "auto", textAlign: "center", color: "muted", marginBlockStart: "10", fontSize: "sm", "& a": { textDecoration: "underline", textUnderlineOffset: "3px" } });

/**
 * What a visitor gets at an address the site does not have (404) or no longer has (410: a deleted
 * article): what happened, in their language and, below, in the other one (a link shared across
 * languages may land a reader on the wrong one), with the ways on: home, the blog, contact.
 * `otherTable` is the other language's words.
 */
export function NotFoundPage({ gone, otherTable, ...layout }: Omit<LayoutProps, "children"> & { gone: boolean; otherTable: LayoutProps["table"] }) {
  const { t, lang } = layout;
  const otherLang: Lang = lang === "ar" ? "en" : "ar";
  const o = createT(otherTable, otherLang);
  const kind = gone ? "gone" : "missing";
  return (
    <SiteLayout {...layout}>
      <div data-testid="not-found" data-kind={kind}>
        <SectionHeader id="not-found" title={t(`notFound.${kind}Title`)} level={1} />
        <p className={text}>{t(`notFound.${kind}Text`)}</p>
        <nav aria-label={t("notFound.waysOn")} className={links}>
          <a href={`/?lang=${lang}`} className={primaryButton} data-testid="not-found-home">
            {t("notFound.home")}
          </a>
          <a href={`/blog?lang=${lang}`} className={ghostButton} data-testid="not-found-blog">
            {t("notFound.blog")}
          </a>
          <a href={`/?lang=${lang}#contact`} className={ghostButton} data-testid="not-found-contact">
            {t("notFound.contact")}
          </a>
        </nav>
        <p className={other} lang={otherLang} dir={dirOf(otherLang)}>
          {o(`notFound.${kind}Title`)}. <a href={`/?lang=${otherLang}`}>{o("notFound.home")}</a>
        </p>
      </div>
    </SiteLayout>
  );
}
