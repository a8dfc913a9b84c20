import { Play } from "lucide-react";
import { Fragment, type CSSProperties, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { Img, usePictures } from "../../shared/picture";
import { TEXT_FORMAT, type RichBlock, type RichInline, type RichList, type RichListItem, type RichState } from "../../shared/rich-text";

/**
 * An article's or a case study's body, drawn on the server from the editor's tree (see
 * shared/rich-text.ts): plain HTML (headings, paragraphs, lists, quotes, links, images), with no
 * script. A YouTube video is a link in the video's frame that loads nothing from YouTube until
 * the reader taps it, which opens the video there: a reader on a slow line pays for a video only
 * when they ask for it.
 *
 * Words of the other script (a brand name in an Arabic sentence, an Arabic name in an English
 * one) are isolated (`<bdi>`), so the punctuation around them stays where the writer put it.
 */
export function RichText({ state, lang, t }: { state: RichState; lang: Lang; t: Translate }) {
  const pictureOf = usePictures();
  const ctx: DrawContext = { lang, t, pictureOf };
  return (
    <div className={cx(body, lang === "ar" ? arabicNumbers : westernNumbers)} data-testid="rich-body">
      {state.root.children.map((node, i) => block(node, i, ctx))}
    </div>
  );
}

interface DrawContext {
  lang: Lang;
  t: Translate;
  pictureOf: ReturnType<typeof usePictures>;
}

// Centred and justified blocks keep their alignment; the rest follow the text's direction.
const alignOf = (format: unknown): CSSProperties | undefined => (format === "center" || format === "justify" ? { textAlign: format } : undefined);

function block(node: RichBlock, key: number, ctx: DrawContext): ReactNode {
  switch (node.type) {
    case "paragraph":
      return (
        <p key={key} style={alignOf(node.format)}>
          {inlines(node.children, ctx)}
        </p>
      );
    case "heading": {
      const Tag = node.tag;
      return (
        <Tag key={key} style={alignOf(node.format)}>
          {inlines(node.children, ctx)}
        </Tag>
      );
    }
    case "quote":
      return <blockquote key={key}>{inlines(node.children, ctx)}</blockquote>;
    case "list":
      return list(node, key, ctx);
    case "youtube":
      return (
        <a key={key} className={video} href={`https://www.youtube.com/watch?v=${encodeURIComponent(node.videoID)}`} data-testid="rich-video" data-video="">
          {/* A play sign points the same way in both directions, as on every player. */}
          <Play size={40} aria-hidden />
          <span>{ctx.t("blog.watchVideo")}</span>
        </a>
      );
    case "image":
      return (
        <figure key={key} className={css({ margin: 0 })}>
          {image(node, ctx)}
        </figure>
      );
  }
}

function list(node: RichList, key: number, ctx: DrawContext): ReactNode {
  const items = node.children.map((item, i) => listItem(item, i, ctx));
  return node.listType === "number" ? (
    <ol key={key} start={node.start !== 1 ? node.start : undefined}>
      {items}
    </ol>
  ) : (
    <ul key={key}>{items}</ul>
  );
}

function listItem(item: RichListItem, key: number, ctx: DrawContext): ReactNode {
  return (
    <li key={key}>
      {item.children.map((child, i) => (child.type === "list" ? list(child as unknown as RichList, i, ctx) : inline(child, i, ctx)))}
    </li>
  );
}

const inlines = (nodes: readonly RichInline[], ctx: DrawContext) => nodes.map((n, i) => inline(n, i, ctx));

function inline(node: RichInline, key: number, ctx: DrawContext): ReactNode {
  switch (node.type) {
    case "text":
      return formatted(node.text, node.format, key, ctx.lang);
    case "linebreak":
      return <br key={key} />;
    case "link":
      return (
        <a key={key} href={node.url} rel={/^https?:/i.test(node.url) ? "noopener" : undefined}>
          {node.children.map((child, i) => (child.type === "text" ? formatted(child.text, child.format, i, ctx.lang) : <br key={i} />))}
        </a>
      );
    case "image":
      return <span key={key}>{image(node, ctx)}</span>;
  }
}

function image(node: Extract<RichInline, { type: "image" }>, ctx: DrawContext) {
  return (
    <Img
      src={node.src}
      picture={ctx.pictureOf(node.src)}
      sizes="(min-width: 48rem) 48rem, 100vw"
      alt={node.altText}
      width={node.width}
      height={node.height}
      loading="lazy"
      className={css({ display: "block", inlineSize: "full", blockSize: "auto", borderRadius: "xl", marginBlock: "2" })}
    />
  );
}

function formatted(text: string, format: number, key: number, lang: Lang): ReactNode {
  let out: ReactNode = isolated(text, lang);
  if (format & TEXT_FORMAT.code) out = <code>{out}</code>;
  if (format & TEXT_FORMAT.strikethrough) out = <s>{out}</s>;
  if (format & TEXT_FORMAT.underline) out = <u>{out}</u>;
  if (format & TEXT_FORMAT.italic) out = <em>{out}</em>;
  if (format & TEXT_FORMAT.bold) out = <strong>{out}</strong>;
  return <Fragment key={key}>{out}</Fragment>;
}

// A run of the other script: Latin words (with the dots, dashes and spaces inside a name or an
// address) in Arabic text; Arabic words in English text.
const otherScript: Record<Lang, RegExp> = {
  ar: /\p{Script=Latin}[\p{Script=Latin}\p{N} .,'’&+\-_/:@#]*[\p{Script=Latin}\p{N}]|\p{Script=Latin}/gu,
  en: /\p{Script=Arabic}[\p{Script=Arabic}\s]*\p{Script=Arabic}|\p{Script=Arabic}/gu,
};

/** The text with each run of the other script in its own `<bdi>`. */
export function isolated(text: string, lang: Lang): ReactNode {
  const pattern = otherScript[lang];
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(<bdi key={at}>{match[0]}</bdi>);
    last = at + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const body = css({
  display: "grid",
  gap: "5",
  fontSize: "lg",
  lineHeight: "1.9",
  overflowWrap: "anywhere",
  // Grid items may shrink below their content's width, so nothing in a body widens the page.
  minInlineSize: 0,
  "& > *": { minInlineSize: 0 },
  "& h2": { fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", lineHeight: "1.4", marginBlockStart: "4" },
  "& h3": { fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", lineHeight: "1.4", marginBlockStart: "2" },
  "& h4": { fontSize: "lg", fontWeight: "bold", lineHeight: "1.5" },
  "& a:not([data-video])": { color: "accent", textDecoration: "underline", textUnderlineOffset: "0.2em" },
  "& ul": { listStyleType: "disc", paddingInlineStart: "6", display: "grid", gap: "2" },
  "& ol": { paddingInlineStart: "6", display: "grid", gap: "2" },
  "& li > ul, & li > ol": { marginBlockStart: "2" },
  "& blockquote": { borderInlineStartWidth: "4px", borderInlineStartStyle: "solid", borderColor: "accent", paddingInlineStart: "4", color: "muted" },
  "& code": { fontFamily: "mono", fontSize: "0.9em", bg: "surfaceStrong", paddingInline: "1", borderRadius: "sm" },
});

// A numbered list counts in the digits of the page's language (١، ٢، ٣ in Arabic), as every
// other number on the page does.
const arabicNumbers = css({ "& ol": { listStyleType: "arabic-indic" } });
const westernNumbers = css({ "& ol": { listStyleType: "decimal" } });

const video = css({
  display: "grid",
  placeItems: "center",
  alignContent: "center",
  gap: "2",
  aspectRatio: "16 / 9",
  inlineSize: "full",
  borderRadius: "xl",
  bg: "gray.900",
  color: "white",
  fontWeight: "bold",
  textDecoration: "none",
  _hover: { bg: "gray.800" },
  _focusVisible: { outline: "3px solid", outlineColor: "primary", outlineOffset: "2px" },
});
