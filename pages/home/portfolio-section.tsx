import { css } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import type { Loaded } from "../../worker/services/landing";
import type { ProjectDto } from "../../worker/services/portfolio";
import { EmptyState, SectionError, SectionHeader } from "../components/section-parts";
import { card, chip, container, section } from "../components/ui";
import { formatMonthYear, overflowTags } from "../lib/format";

const grid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "6" });
const cover = css({ aspectRatio: "4 / 3", objectFit: "cover", inlineSize: "full", bg: "surfaceStrong" });

export function PortfolioSection({ t, lang, projects }: { t: Translate; lang: Lang; projects: Loaded<ProjectDto[]> }) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className={section}>
      <div className={container}>
        <SectionHeader id="portfolio" title={t("portfolio.title")} subtitle={t("portfolio.subtitle")} />
        {!projects.ok ? (
          <SectionError heading={t("portfolio.errorTitle")} text={t("portfolio.errorText")} />
        ) : projects.data.length === 0 ? (
          <EmptyState>{t("portfolio.empty")}</EmptyState>
        ) : (
          <ul className={grid}>
            {projects.data.map((p) => {
              const tags = overflowTags(p.technologies);
              const image = p.images[0];
              return (
                <li key={p.id} data-testid="portfolio-card" className={card}>
                  {image && (
                    <img src={image.imageUrl} alt={image.altText || p.title} className={cover} width={640} height={480} loading="lazy" decoding="async" />
                  )}
                  <div className={css({ padding: "6", display: "grid", gap: "3" })}>
                    <div className={css({ display: "flex", justifyContent: "space-between", gap: "2", fontSize: "sm", color: "muted" })}>
                      <span>{t(`portfolio.categories.${p.category}`)}</span>
                      <time dateTime={p.completion_date}>{formatMonthYear(p.completion_date, lang)}</time>
                    </div>
                    <h3 className={css({ fontSize: "xl", fontWeight: "bold" })}>{p.title}</h3>
                    <p className={css({ color: "muted", fontSize: "sm" })}>
                      {t("portfolio.client")}: {p.client}
                    </p>
                    <ul className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
                      {tags.shown.map((tag) => (
                        <li key={tag} className={chip}>
                          {tag}
                        </li>
                      ))}
                      {tags.more > 0 && (
                        <li className={chip} dir="ltr">
                          +{tags.more}
                        </li>
                      )}
                    </ul>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
