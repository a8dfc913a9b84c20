import { css, cx } from "styled-system/css";
import { blogCategories, blogStatuses } from "../../../db/schema/enums";
import { formatDate, formatDateTime, formatNumber } from "../../../locales/format";
import { MetaList } from "../../lib/meta-list";
import { client, data, itemCalls } from "../core/api";
import { categoryFilter, collectionConfig, CollectionScreen } from "../kit/collection-screen";
import { bulkCommands } from "../kit/paged-list";
import { BlogForm } from "./blog-form";
import { badge, cardMeta, tones } from "../core/styles";

/** A badge's colour for every status a post can have. */
const statusTone = {
  published: tones.approved,
  draft: tones.pending,
  archived: tones.neutral,
} satisfies Record<(typeof blogStatuses)[number], string>;

const blog = collectionConfig({
  ...itemCalls(client["blog-posts"]),
  route: "/blog",
  strings: "blog",
  sort: "-created_at",
  name: (p) => p.title,
  filters: ({ t }) => [
    {
      name: "status",
      default: "all",
      testId: "status-filter",
      label: t("status.filter"),
      options: [{ value: "all", label: t("status.all") }, ...blogStatuses.map((s) => ({ value: s, label: t(`blog.status.${s}`) }))],
    },
    categoryFilter(t, "blog", blogCategories),
  ],
  columns: ({ t }) => [
    { key: "created", label: t("list.created"), sort: "-created_at" },
    { key: "published", label: t("list.published"), sort: "-published_at" },
  ],
  bulk: ({ t }) =>
    bulkCommands(
      (json) => data(client["blog-posts"].bulk.$post({ json })),
      [
        {
          action: "publish",
          label: t("list.actionsBulk.publish"),
          tone: "success",
        },
        { action: "unpublish", label: t("list.actionsBulk.unpublish") },
        { action: "delete", label: t("list.actionsBulk.delete"), tone: "danger" },
      ],
    ),
  card: (p, { t, lang }) => ({
    title: p.title,
    image: p.image,
    badges: (
      <>
        <span className={cx(badge, statusTone[p.status])}>{t(`blog.status.${p.status}`)}</span>
        {/* A published post whose moment has not come yet, or whose end has passed. */}
        {p.status === "published" && p.publish_at && Date.parse(p.publish_at) > Date.now() && (
          <span className={cx(badge, tones.pending)} data-testid="post-scheduled">
            {t("blog.scheduledFor", { date: formatDateTime(p.publish_at, lang) })}
          </span>
        )}
        {p.status === "published" && p.unpublish_at && Date.parse(p.unpublish_at) <= Date.now() && (
          <span className={cx(badge, tones.neutral)}>{t("blog.ended")}</span>
        )}
        <span className={cx(badge, tones.neutral)}>{t(`blog.categories.${p.category}`)}</span>
      </>
    ),
    body: (
      <>
        <p className={css({ fontSize: "sm", lineClamp: 2 })}>{p.excerpt}</p>
        <p className={cardMeta}>
          <MetaList items={[formatDate(p.published_at ?? p.created_at, lang), t("blog.views", { count: formatNumber(p.views, lang) })]} />
        </p>
      </>
    ),
    cells: {
      created: formatDate(p.created_at, lang),
      published: p.published_at ? formatDate(p.published_at, lang) : "—",
    },
  }),
  form: BlogForm,
});

/** Blog posts: paged search, filters, bulk publish/unpublish/delete, inline create/edit form, delete with confirmation. */
export default function BlogScreen({ creating }: { creating: boolean }) {
  return <CollectionScreen config={blog} creating={creating} />;
}
