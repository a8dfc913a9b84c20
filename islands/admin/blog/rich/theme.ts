import type { EditorThemeClasses } from "lexical";
import { css } from "styled-system/css";

/**
 * How the editor draws each kind of node, close to how the article page reads (the page's reset
 * removes list markers and heading sizes, so each is given here). Logical properties only: the
 * same classes serve the Arabic editor (right to left) and the English one.
 */
export const editorTheme: EditorThemeClasses = {
  paragraph: css({ marginBlockEnd: "3", _last: { marginBlockEnd: "0" } }),
  heading: {
    h2: css({ fontSize: "xl", fontWeight: "extrabold", lineHeight: "1.4", marginBlockStart: "5", marginBlockEnd: "2", _first: { marginBlockStart: "0" } }),
    h3: css({ fontSize: "lg", fontWeight: "bold", lineHeight: "1.4", marginBlockStart: "4", marginBlockEnd: "2", _first: { marginBlockStart: "0" } }),
    h4: css({ fontSize: "md", fontWeight: "bold", lineHeight: "1.5", marginBlockStart: "3", marginBlockEnd: "1", _first: { marginBlockStart: "0" } }),
  },
  quote: css({
    marginBlock: "3",
    paddingInlineStart: "4",
    borderInlineStartWidth: "4px",
    borderInlineStartColor: "primary",
    color: "muted",
  }),
  list: {
    ul: css({ listStyleType: "disc", paddingInlineStart: "6", marginBlockEnd: "3" }),
    ol: css({ listStyleType: "decimal", paddingInlineStart: "6", marginBlockEnd: "3" }),
    listitem: css({ marginBlock: "1" }),
    // An item that only holds a deeper list draws no marker of its own.
    nested: { listitem: css({ listStyleType: "none" }) },
  },
  link: css({ color: "accent", textDecoration: "underline", textUnderlineOffset: "2px", cursor: "text" }),
  text: {
    bold: css({ fontWeight: "bold" }),
    italic: css({ fontStyle: "italic" }),
  },
  image: css({ display: "inline-block", maxInlineSize: "full", verticalAlign: "bottom" }),
};
