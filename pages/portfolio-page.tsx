import { css } from "styled-system/css";
import { ProjectDetails, type PortfolioItem } from "../islands/portfolio-grid";
import { ghostButton } from "../shared/ui";
import { SectionHeader } from "./components/section-parts";
import { SiteLayout, type LayoutProps } from "./components/site-layout";
import { portfolioLabels } from "./home/portfolio-section";
import { RichText } from "./components/rich-text";
import type { RichState } from "../shared/rich-text";

/**
 * `/work/{slug}`: a case study, one project on a page of its own, what the landing's dialog shows (photos,
 * description, client, category, date, link). It is where a card's "view project" leads without
 * scripts, and an address to share; with scripts the card opens the dialog instead.
 */
export function PortfolioPage({ project, story, ...layout }: Omit<LayoutProps, "children"> & { project: PortfolioItem; story?: RichState }) {
  const { t, lang } = layout;
  return (
    <SiteLayout {...layout}>
      <article data-testid="portfolio-page" className={css({ maxInlineSize: "3xl", marginInline: "auto", display: "grid", gap: "5" })}>
        <SectionHeader id="project" title={project.title} level={1} />
        <ProjectDetails project={project} labels={portfolioLabels(t)} />
        {story && story.root.children.length > 0 && <RichText state={story} lang={lang} t={t} />}
        <a href={`/?lang=${lang}#portfolio`} className={ghostButton} data-testid="portfolio-back">
          {t("portfolio.back")}
        </a>
      </article>
    </SiteLayout>
  );
}
