import { ArrowRight } from "lucide-react";
import { css } from "styled-system/css";
import type { PostDto } from "../shared/contract/blog";
import { SiteLayout, type LayoutProps } from "./components/site-layout";
import { gradientText } from "../shared/ui";
import { PostMeta } from "./home/blog-section";
import { TagRow } from "../islands/lib/tag-row";
import { orderTags } from "../shared/format";
import { placeholderOf } from "./lib/placeholders";
import { Img, usePictures } from "../shared/picture";
import { RichText } from "./components/rich-text";

/** `/blog/{slug}`: one published article (or, at a review link, a draft as it will read). */
export function BlogArticlePage({ post, preview = false, ...layout }: Omit<LayoutProps, "children"> & { post: PostDto; preview?: boolean }) {
  const { t, lang } = layout;
  const pictureOf = usePictures();
  return (
    <SiteLayout {...layout}>
      <article className={css({ maxInlineSize: "3xl", marginInline: "auto", display: "grid", gap: "6" })}>
        {preview && (
          <p role="status" data-testid="preview-banner" className={css({ bg: "surfaceStrong", borderWidth: "1px", borderColor: "warning", color: "fg", borderRadius: "lg", padding: "3", fontWeight: "medium" })}>
            {t(post.status === "published" ? "blog.previewPublished" : "blog.previewDraft")}
          </p>
        )}
        <a href="/blog" className={css({ display: "inline-flex", gap: "2", alignItems: "center", color: "muted", _hover: { color: "fg" } })}>
          <ArrowRight size={16} aria-hidden className={css({ _ltr: { transform: "scaleX(-1)" } })} />
          {t("blog.backToList")}
        </a>
        <header className={css({ display: "grid", gap: "4" })}>
          <PostMeta post={post} t={t} lang={lang} />
          <h1 className={`${gradientText} ${css({ fontSize: { base: "3xl", md: "5xl" }, fontWeight: "black", lineHeight: "1.2" })}`}>{post.title}</h1>
          <p className={css({ fontSize: "lg", color: "muted" })}>{post.excerpt}</p>
        </header>
        <Img
          src={post.image}
          picture={pictureOf(post.image)}
          sizes="(min-width: 48rem) 48rem, 100vw"
          alt={post.alt_text || post.title}
          width={1200}
          height={675}
          fetchPriority="high"
          fallbackBackground={placeholderOf(post.image)}
          className={css({ borderRadius: "2xl", inlineSize: "full", aspectRatio: "16 / 9", objectFit: "cover", bg: "surfaceStrong" })}
        />
        <RichText state={post.content} lang={lang} t={t} />
        {post.tags.length > 0 && <TagRow tags={orderTags(post.tags, lang)} label={t("blog.tags")} lang={lang} prefix="#" />}
      </article>
    </SiteLayout>
  );
}
