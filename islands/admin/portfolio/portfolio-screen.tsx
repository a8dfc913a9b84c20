import { cx } from "styled-system/css";
import { portfolioCategories } from "../../../db/schema/enums";
import { formatDate, formatNumber } from "../../../locales/format";
import { orderTags, overflowTags } from "../../../shared/format";
import { richT } from "../../lib/bidi";
import { TagRow } from "../../lib/tag-row";
import { MetaList } from "../../lib/meta-list";
import { client, itemCalls } from "../core/api";
import { categoryFilter, collectionConfig, CollectionScreen } from "../kit/collection-screen";
import { PortfolioForm } from "./portfolio-form";
import { badge, cardMeta, tones } from "../core/styles";

const portfolio = collectionConfig({
  ...itemCalls(client.portfolio),
  route: "/portfolio",
  strings: "portfolio",
  sort: "order_index",
  filters: ({ t }) => [
    categoryFilter(t, "portfolio", portfolioCategories),
    {
      name: "featured",
      default: "",
      testId: "featured-filter",
      label: t("portfolio.kind"),
      options: [
        { value: "", label: t("status.all") },
        { value: "true", label: t("portfolio.featured") },
        { value: "false", label: t("portfolio.normal") },
      ],
    },
  ],
  columns: ({ t }) => [{ key: "date", label: t("list.completed") }],
  name: (p) => p.title,
  card: (p, { t, lang }) => {
    // The Arabic ones first, so they are among the three shown (see TagRow).
    const tags = overflowTags(orderTags(p.technologies, lang));
    return {
      title: p.title,
      image: p.images[0]?.imageUrl,
      badges: (
        <>
          <span className={cx(badge, p.is_featured ? tones.approved : tones.neutral)}>{t(p.is_featured ? "portfolio.featured" : "portfolio.normal")}</span>
          <span className={cx(badge, tones.neutral)}>{t(`portfolio.categories.${p.category}`)}</span>
        </>
      ),
      body: (
        <>
          <p className={cardMeta}>
            <MetaList items={[richT(t, "portfolio.clientIs", { client: p.client }), formatDate(p.completion_date, lang)]} />
          </p>
          {(tags.shown.length > 0 || tags.more > 0) && (
            <TagRow tags={tags.shown} more={tags.more ? `+${formatNumber(tags.more, lang)}` : undefined} label={t("fields.technologies")} lang={lang} />
          )}
        </>
      ),
      cells: { date: formatDate(p.completion_date, lang) },
    };
  },
  form: PortfolioForm,
});

/** Portfolio projects: paged search, category and featured filters, featured (مميز) or normal (عادي), inline form, delete with confirmation. */
export default function PortfolioScreen({ creating }: { creating: boolean }) {
  return <CollectionScreen config={portfolio} creating={creating} />;
}
