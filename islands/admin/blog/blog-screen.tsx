import { css, cx } from "styled-system/css";
import { formatDate, formatNumber } from "../../../locales/format";
import { MetaList } from "../../lib/meta-list";
import { BlogForm, type Post } from "./blog-form";
import { CollectionScreen, type CollectionConfig } from "../kit/collection-screen";
import { badge, cardMeta, tones } from "../core/styles";

const statusTone = { published: tones.approved, draft: tones.pending, archived: tones.neutral };

const blog: CollectionConfig<Post> = {
  apiPath: "/blog-posts",
  route: "/blog",
  strings: "blog",
  searchText: (p, t) => [p.title_ar, p.title_en, p.excerpt_ar, p.excerpt_en, t(`blog.categories.${p.category}`), ...p.tags],
  name: (p) => p.title,
  card: (p, { t, lang }) => ({
    title: p.title,
    image: p.image,
    badges: (
      <>
        <span className={cx(badge, statusTone[p.status])}>{t(`blog.status.${p.status}`)}</span>
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
  }),
  form: BlogForm,
};

/** Blog posts: search, inline create/edit form, delete with confirmation. */
export default function BlogScreen({ creating }: { creating: boolean }) {
  return <CollectionScreen config={blog} creating={creating} />;
}
