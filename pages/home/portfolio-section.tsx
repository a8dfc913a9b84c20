import type { Lang, Translate } from "../../locales/i18n";
import PortfolioGrid, { type PortfolioItem } from "../../islands/portfolio-grid";
import type { Loaded } from "../../shared/contract/landing";
import type { ProjectDto } from "../../shared/contract/portfolio";
import { Island } from "../components/island";
import { ListSection } from "../components/section-parts";
import { formatMonthYear, formatNumber } from "../../locales/format";
import { placeholderOf } from "../lib/placeholders";
import { orderTags, overflowTags } from "../../shared/format";
import type { Picture } from "../../shared/media";
import { usePictures } from "../../shared/picture";

/** The detail dialog shows at most three images. */
export const MAX_DIALOG_IMAGES = 3;

/** What the portfolio island needs of a project, localized and formatted here on the server. */
export function toPortfolioItem(p: ProjectDto, t: Translate, lang: Lang, pictureOf: (url: string) => Picture | undefined = () => undefined): PortfolioItem {
  // Those in the page's language first, so they are among the three a card shows.
  const tags = overflowTags(orderTags(p.technologies, lang));
  return {
    id: p.id,
    path: p.path,
    title: p.title,
    description: p.description,
    category: t(`portfolio.categories.${p.category}`),
    client: p.client,
    date: formatMonthYear(p.completion_date, lang, { utc: true }),
    dateTime: p.completion_date,
    tags: tags.shown,
    moreTags: tags.more ? `+${formatNumber(tags.more, lang)}` : "",
    link: p.link,
    images: p.images.slice(0, MAX_DIALOG_IMAGES).map((i) => ({
      url: i.imageUrl,
      alt: i.altText || p.title,
      placeholder: placeholderOf(i.imageUrl),
      picture: pictureOf(i.imageUrl),
    })),
  };
}

/** The words of a project's card and details. */
export const portfolioLabels = (t: Translate) => ({
  view: t("portfolio.view"),
  client: t("portfolio.client"),
  category: t("portfolio.category"),
  date: t("portfolio.date"),
  link: t("portfolio.link"),
  close: t("portfolio.close"),
  tags: t("portfolio.tags"),
});

export function PortfolioSection({ t, lang, projects }: { t: Translate; lang: Lang; projects: Loaded<ProjectDto[]> }) {
  const pictureOf = usePictures();
  const labels = portfolioLabels(t);
  return (
    <ListSection id="portfolio" t={t} loaded={projects}>
      {(items) => (
        <Island
          name="portfolio-grid"
          component={PortfolioGrid}
          props={{ items: items.map((p) => toPortfolioItem(p, t, lang, pictureOf)), lang, labels }}
          hydrate="visible"
        />
      )}
    </ListSection>
  );
}
