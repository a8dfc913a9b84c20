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
// `position: relative` lets a section being dragged rise above the others (z-index). On a phone
// the section keeps its padding and gaps small: 3 sections of 8 items fit in 3 screens.
export const sectionBox = cx(
  panel,
  css({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: { base: "2", md: "4" },
    padding: { base: "3", md: "6" },
    position: "relative",
    "&[data-dragging]": { zIndex: 20, boxShadow: "lg" },
  }),
);
export const headRow = css({
  display: "flex",
  alignItems: "center",
  gap: "1.5",
  "& h2": {
    flex: "1",
    minInlineSize: 0,
    fontWeight: "bold",
    fontSize: { base: "md", md: "lg" },
  },
});
// The section's name in its head: the button that opens its names (one line, cut with an ellipsis).
export const sectionToggle = css({
  display: "flex",
  alignItems: "center",
  gap: "1",
  inlineSize: "full",
  minBlockSize: "11",
  paddingInline: "1",
  borderRadius: "md",
  textAlign: "start",
  cursor: "pointer",
  fontWeight: "inherit",
  "& > span": { flex: "1", minInlineSize: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  "& > svg": { flexShrink: 0, color: "muted", transition: "transform 0.15s" },
  "&[aria-expanded=true] > svg": { transform: "rotate(180deg)" },
  _hover: { bg: "surface" },
  _focusVisible: { outline: "2px solid token(colors.primary)", outlineOffset: "1px" },
});
// The items as one list of rows with a line between them (no gaps, no card per item): about
// 50 px an item on a phone. The open item is tinted; a hidden one is tagged and drawn with a
// dashed edge on its inline-start side, not faded (faded text would be too pale to read).
export const itemList = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "xl",
  bg: "surfaceStrong",
  "&:empty": { display: "none" },
});
export const itemBox = css({
  position: "relative",
  bg: "surfaceStrong",
  "&:not(:first-child)": { borderBlockStartWidth: "1px", borderColor: "border" },
  "&:first-child": { borderStartStartRadius: "xl", borderStartEndRadius: "xl" },
  "&:last-child": { borderEndStartRadius: "xl", borderEndEndRadius: "xl" },
  "&[data-open]": { bg: "surface" },
  "&[data-hidden]": { borderInlineStartWidth: "3px", borderInlineStartStyle: "dashed", borderInlineStartColor: "muted" },
  "&[data-dragging]": { zIndex: 20, boxShadow: "lg", outline: "1px solid token(colors.primary)" },
});
// A row on a 360-px phone: the handle, the photo, the name and price (the button that opens the
// item, given what is left, its words cut with an ellipsis) and "sold out", on one line.
export const itemRow = css({
  display: "flex",
  alignItems: "center",
  gap: "1.5",
  paddingInline: "1",
  // As tall as its controls (44 px, a finger's target), no taller: 24 rows cost a screen less.
  minBlockSize: "11",
  "& > *": { maxBlockSize: "11" },
});
export const itemToggle = css({
  flex: "1",
  minInlineSize: 0,
  display: "flex",
  alignItems: "center",
  gap: "1",
  minBlockSize: "11",
  paddingInline: "1",
  borderRadius: "md",
  textAlign: "start",
  cursor: "pointer",
  color: "fg",
  "& > svg": { flexShrink: 0, color: "muted", transition: "transform 0.15s" },
  "&[aria-expanded=true] > svg": { transform: "rotate(180deg)" },
  _hover: { bg: "surface" },
  _focusVisible: { outline: "2px solid token(colors.primary)", outlineOffset: "1px" },
});
// The row's photo: the thumbnail, or an empty dashed square with a camera to add one; either is
// the picker's label, so a photo is added or changed from the row without opening the item.
export const photoSlot = css({
  position: "relative",
  display: "inline-grid",
  placeItems: "center",
  inlineSize: "11",
  blockSize: "11",
  flexShrink: 0,
  borderRadius: "md",
  overflow: "hidden",
  bg: "surface",
  color: "muted",
  "&[data-empty]": { borderWidth: "1px", borderStyle: "dashed", borderColor: "border" },
  "&[data-pick]": { cursor: "pointer", _hover: { color: "primary", borderColor: "primary" } },
  "& img": { inlineSize: "full", blockSize: "full", objectFit: "cover" },
});
// What the row's square shows while its photo is on its way: a spinner, the percentage, or "!".
export const photoSlotState = css({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  bg: "rgba(5,5,20,0.68)",
  color: "white",
  fontSize: "2xs",
  fontWeight: "bold",
  "&[data-failed]": { bg: "rgba(120,10,20,0.78)", fontSize: "md" },
});
export const itemText = css({
  flex: "1",
  minInlineSize: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  lineHeight: "1.4",
  "& strong": {
    fontWeight: "semibold",
    fontSize: "sm",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
});
// One line under the name: the price first, then the marks and labels, cut at the row's end.
export const itemMeta = css({
  display: "flex",
  flexWrap: "nowrap",
  overflow: "hidden",
  whiteSpace: "nowrap",
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
// A label of the item in its row: quieter than the sold-out and hidden marks.
export const labelTag = css({
  borderRadius: "full",
  paddingInline: "2",
  bg: "rgba(99,102,241,0.14)",
  color: "accent",
});
// The labels to choose from: chips that wrap, each a toggle a thumb can hit.
export const chipGroup = css({ display: "flex", flexWrap: "wrap", gap: "2" });
export const chipToggle = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  minBlockSize: "10",
  paddingInline: "3",
  borderRadius: "full",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  fontSize: "sm",
  cursor: "pointer",
  _hover: { borderColor: "primary" },
  "&[aria-pressed=true]": { bg: "rgba(99,102,241,0.18)", borderColor: "primary", color: "fg", fontWeight: "semibold" },
  _disabled: { opacity: 0.6, cursor: "wait" },
});
// A group of the item's fields with a title (sizes, labels).
export const group = css({ display: "grid", gap: "2", "& > p:first-child": { fontWeight: "semibold", fontSize: "sm" } });
// The sizes as rows under one heading: the Arabic name, the price and "delete" on one line, the
// English name under them; about 100 px a size on a phone.
const variantColumns = { display: "grid", gridTemplateColumns: "minmax(0, 1fr) 5.5rem 2.75rem", columnGap: "2" } as const;
export const variantHead = css({ ...variantColumns, fontSize: "xs", fontWeight: "semibold", color: "muted" });
export const variantRow = css({
  ...variantColumns,
  gridTemplateAreas: '"ar price remove" "en en ."',
  rowGap: "1.5",
  alignItems: "start",
  paddingBlock: "2",
  borderBlockStartWidth: "1px",
  borderColor: "border",
  "& > :nth-child(1)": { gridArea: "ar" },
  "& > :nth-child(2)": { gridArea: "price" },
  "& > :nth-child(3)": { gridArea: "en" },
  "& > :nth-child(4)": { gridArea: "remove", justifySelf: "end" },
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
// "Sold out" in the row: its box and a short word, narrow enough to leave the name its room.
export const rowCheck = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  fontSize: "xs",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  minBlockSize: "11",
  paddingInline: "1",
  borderRadius: "lg",
  cursor: "pointer",
  flexShrink: 0,
  "& input": { inlineSize: "5", blockSize: "5", accentColor: "var(--brand-primary)" },
  "&:has(input:checked)": { color: "danger" },
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
