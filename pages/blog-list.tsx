import { css } from "styled-system/css";
import type { PostDto } from "../shared/contract/blog";
import { EmptyState, SectionHeader } from "./components/section-parts";
import { SiteLayout, type LayoutProps } from "./components/site-layout";
import { PostCard } from "./home/blog-section";

/** `/blog`: every published article, newest first. */
export function BlogListPage({ posts, ...layout }: Omit<LayoutProps, "children"> & { posts: PostDto[] }) {
  const { t, lang } = layout;
  return (
    <SiteLayout {...layout}>
      <SectionHeader id="blog" title={t("blog.title")} subtitle={t("blog.subtitle")} level={1} />
      {posts.length === 0 ? (
        <EmptyState>{t("blog.empty")}</EmptyState>
      ) : (
        <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "6" })}>
          {posts.map((p) => (
            <PostCard key={p.id} post={p} t={t} lang={lang} heading="h2" />
          ))}
        </ul>
      )}
    </SiteLayout>
  );
}
