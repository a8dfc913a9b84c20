import { css, cx } from "styled-system/css";
import { panel, row } from "../styles";

/** The menu editor's class names, shared by its parts (Panda reads them from this file). */

export const note = css({
  bg: "rgba(99,102,241,0.12)",
  borderRadius: "xl",
  paddingInline: "4",
  paddingBlock: "3",
  fontSize: "sm",
  lineHeight: "1.8",
});
export const grid2 = css({
  display: "grid",
  gap: "3",
  gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
});
// `position: relative` lets a section being dragged rise above the others (z-index).
export const sectionBox = cx(
  panel,
  css({
    display: "grid",
    gap: "4",
    padding: { base: "4", md: "6" },
    position: "relative",
    "&[data-dragging]": { zIndex: 20, boxShadow: "lg" },
  }),
);
export const headRow = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  "& h2": {
    flex: "1",
    minInlineSize: 0,
    fontWeight: "bold",
    fontSize: "lg",
    overflowWrap: "anywhere",
  },
});
export const tools = css({ display: "flex", gap: "1", flexShrink: 0 });
export const itemList = css({ display: "grid", gap: "2" });
// A hidden item is drawn dashed (and tagged), not faded: faded text would be too pale to read.
export const itemBox = css({
  position: "relative",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "xl",
  bg: "surfaceStrong",
  "&[data-hidden]": { borderStyle: "dashed" },
  "&[data-dragging]": { zIndex: 20, boxShadow: "lg", borderColor: "primary" },
});
// On a 360-px phone a row holds the handle, the photo, the name and price, "sold out" and edit
// only when the name keeps room (5rem): otherwise "sold out" and edit go together to a second
// line, at the row's end, rather than squeezing the name to nothing or widening the page.
export const itemRow = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: "2",
  rowGap: "1",
  padding: "2",
  minBlockSize: "14",
});
export const itemRowEnd = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  marginInlineStart: "auto",
});
export const itemThumb = css({
  inlineSize: "11",
  blockSize: "11",
  borderRadius: "md",
  objectFit: "cover",
  flexShrink: 0,
  bg: "surface",
});
export const itemText = css({
  flex: "1 1 5rem",
  minInlineSize: 0,
  display: "grid",
  "& strong": {
    fontWeight: "semibold",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
});
export const itemMeta = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "1.5",
  fontSize: "xs",
  color: "muted",
  alignItems: "center",
});
export const tag = css({
  borderRadius: "full",
  paddingInline: "2",
  fontWeight: "bold",
  bg: "rgba(248,113,113,0.15)",
  color: "danger",
});
export const check = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  fontSize: "xs",
  fontWeight: "semibold",
  minBlockSize: "11",
  paddingInline: "2",
  borderRadius: "lg",
  cursor: "pointer",
  flexShrink: 0,
  "& input": {
    inlineSize: "5",
    blockSize: "5",
    accentColor: "var(--brand-primary)",
  },
});
export const itemPanel = css({
  display: "grid",
  gap: "3",
  padding: "3",
  borderBlockStartWidth: "1px",
  borderColor: "border",
});
// A row of buttons that wraps on a phone: the QR screens' own row.
export const actions = row;
export const saveBar = css({
  position: "sticky",
  insetBlockEnd: "0",
  zIndex: 10,
  bg: "bg",
  borderBlockStartWidth: "1px",
  borderColor: "border",
  paddingBlock: "3",
  marginBlockStart: "6",
  display: "flex",
  gap: "3",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
});
export { fileInput } from "../styles";
/**
 * The drag handle: 44 px square (a thumb's size), grabbed by a held touch or a mouse. The page
 * still scrolls under a thumb that swipes across it (`touch-action: manipulation`): the touch
 * sensor starts a drag only after the finger has rested on it a moment.
 */
export const dragHandle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: "11",
  blockSize: "11",
  flexShrink: 0,
  borderRadius: "lg",
  color: "muted",
  cursor: "grab",
  touchAction: "manipulation",
  userSelect: "none",
  WebkitTouchCallout: "none",
  _hover: { color: "fg", bg: "surface" },
  _focusVisible: {
    outline: "2px solid token(colors.primary)",
    outlineOffset: "1px",
  },
  "&[aria-pressed=true]": {
    cursor: "grabbing",
    color: "primary",
    bg: "surface",
  },
  _disabled: { opacity: 0.5, cursor: "wait" },
});
