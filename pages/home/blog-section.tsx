import { Clock } from "lucide-react";
import { css } from "styled-system/css";
import { pluralKey, type Lang, type Translate } from "../../locales/i18n";
import type { PostDto } from "../../shared/contract/blog";
import type { Loaded } from "../../shared/contract/landing";
import { ListSection, SectionLink } from "../components/section-parts";
import { card, chip, ghostButton } from "../../shared/ui";
import { formatDate } from "../../locales/format";
import { placeholderOf } from "../lib/placeholders";
import { Img, usePictures } from "../../shared/picture";

const grid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "6" });
const cover = css({ aspectRatio: "16 / 9", objectFit: "cover", inlineSize: "full", bg: "surfaceStrong" });

/** A post's category, date and read time, on its card and above the article. */
export function PostMeta({ post, t, lang }: { post: PostDto; t: Translate; lang: Lang }) {
  return (
    <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", fontSize: "sm", color: "muted" })}>
      <span className={chip}>{t(`blog.categories.${post.category}`)}</span>
      {post.published_at && <time dateTime={post.published_at}>{formatDate(post.published_at, lang, { utc: true })}</time>}
      <span className={css({ display: "inline-flex", gap: "1", alignItems: "center" })}>
        <Clock size={14} aria-hidden />
        {t(pluralKey("blog.readTime", post.read_minutes, lang), { minutes: post.read_minutes })}
      </span>
    </div>
  );
}

/**
 * A post's card: cover (default logo when none), category, date, read time, title, excerpt.
 * `heading` is the title's level: h3 under the landing's "blog" h2, h2 under the blog page's h1.
 */
export function PostCard({ post: p, t, lang, heading: Heading = "h3" }: { post: PostDto; t: Translate; lang: Lang; heading?: "h2" | "h3" }) {
  const pictureOf = usePictures();
  return (
    <li data-testid="blog-card" className={card}>
      <a href={p.path} className={css({ display: "block", blockSize: "full" })}>
        <Img
          src={p.image}
          picture={pictureOf(p.image)}
          // One column on phones, two from 48rem, three from 64rem (the container stops at 80rem).
          sizes="(min-width: 80rem) 25rem, (min-width: 64rem) 31vw, (min-width: 48rem) 46vw, 92vw"
          alt={p.alt_text || p.title}
          className={cover}
          fallbackBackground={placeholderOf(p.image)}
          width={640}
          height={360}
          loading="lazy"
        />
        <div className={css({ padding: "6", display: "grid", gap: "3" })}>
          <PostMeta post={p} t={t} lang={lang} />
          <Heading className={css({ fontSize: "xl", fontWeight: "bold" })}>{p.title}</Heading>
          <p className={css({ color: "muted", fontSize: "sm" })}>{p.excerpt}</p>
        </div>
      </a>
    </li>
  );
}

export function BlogSection({ t, lang, posts }: { t: Translate; lang: Lang; posts: Loaded<PostDto[]> }) {
  return (
    <ListSection
      id="blog"
      t={t}
      loaded={posts}
      footer={
        <SectionLink href="/blog" testId="view-all-posts" className={ghostButton}>
          {t("blog.viewAll")}
        </SectionLink>
      }
    >
      {(items) => (
        <ul className={grid}>
          {items.map((p) => (
            <PostCard key={p.id} post={p} t={t} lang={lang} />
          ))}
        </ul>
      )}
    </ListSection>
  );
}
