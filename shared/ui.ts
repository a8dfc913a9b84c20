import { css, cx } from "styled-system/css";

/** Shared class names for the public pages; logical properties only (RTL and LTR alike). */
export const container = css({ maxInlineSize: "7xl", marginInline: "auto", paddingInline: { base: "4", md: "8" } });

export const section = css({ paddingBlock: { base: "16", md: "24" }, position: "relative" });

export const gradientText = css({
  backgroundImage: "linear-gradient(135deg, token(colors.primary), token(colors.secondary))",
  backgroundClip: "text",
  color: "transparent",
});

const buttonBase = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  paddingInline: "6",
  paddingBlock: "3",
  borderRadius: "full",
  fontWeight: "bold",
  fontSize: "md",
  cursor: "pointer",
  transition: "transform 0.2s, box-shadow 0.2s, background 0.2s",
  textDecoration: "none",
  _hover: { transform: "translateY(-2px)" },
  _disabled: { opacity: 0.6, cursor: "not-allowed", transform: "none" },
});

export const primaryButton = cx(
  buttonBase,
  css({
    color: "white",
    backgroundImage: "linear-gradient(135deg, token(colors.primary), token(colors.secondary))",
    boxShadow: "0 10px 30px -10px token(colors.primary)",
  }),
);

export const ghostButton = cx(
  buttonBase,
  css({ color: "fg", borderWidth: "1px", borderColor: "border", bg: "surface", _hover: { borderColor: "primary" } }),
);

export const card = css({
  bg: "surface",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "2xl",
  overflow: "hidden",
  backdropFilter: "blur(8px)",
  transition: "transform 0.25s, border-color 0.25s",
  _hover: { borderColor: "primary", transform: "translateY(-4px)" },
});

export const chip = css({
  display: "inline-block",
  fontSize: "xs",
  fontWeight: "semibold",
  paddingInline: "2.5",
  paddingBlock: "0.5",
  borderRadius: "full",
  bg: "rgba(99,102,241,0.14)",
  color: "accent",
});

export const muted = css({ color: "muted" });

export const iconButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  blockSize: "10",
  minInlineSize: "10",
  paddingInline: "2",
  borderRadius: "full",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  color: "fg",
  cursor: "pointer",
  fontWeight: "semibold",
  fontSize: "sm",
  _hover: { borderColor: "primary" },
  _disabled: { opacity: 0.6, cursor: "wait" },
});

/**
 * The small buttons of the admin and QR screens: neutral, primary (gradient), danger, success.
 * Each variant is one merged style (css(a, b)), not two class lists: atomic classes setting the
 * same property (color) would otherwise fight over stylesheet order.
 */
const smallButtonStyle = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "1.5",
  paddingInline: "3",
  paddingBlock: "1.5",
  borderRadius: "lg",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  color: "fg",
  fontSize: "sm",
  fontWeight: "semibold",
  cursor: "pointer",
  whiteSpace: "nowrap",
  textDecoration: "none",
  transition: "border-color 0.2s, background 0.2s",
  _hover: { borderColor: "primary" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
} as const;
export const smallButton = css(smallButtonStyle);
// The primary action of a screen or form ("new", "save") is thumb-sized (44 px) even among small buttons.
export const smallPrimary = css(smallButtonStyle, {
  minBlockSize: "11",
  paddingInline: "4",
  borderColor: "transparent",
  color: "white",
  backgroundImage: "linear-gradient(135deg, token(colors.primary), token(colors.secondary))",
  _hover: { borderColor: "transparent" },
});
export const smallDanger = css(smallButtonStyle, { color: "danger", _hover: { borderColor: "danger" } });
export const smallSuccess = css(smallButtonStyle, { color: "success", _hover: { borderColor: "success" } });

/** A status pill (approved, pending, rejected) as the admin and the QR owner screens show it. */
export const badge = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  paddingInline: "2.5",
  paddingBlock: "0.5",
  borderRadius: "full",
  fontSize: "xs",
  fontWeight: "bold",
  whiteSpace: "nowrap",
});
export const statusTones = {
  pending: css({ bg: "rgba(251,191,36,0.16)", color: "warning" }),
  approved: css({ bg: "rgba(52,211,153,0.16)", color: "success" }),
  rejected: css({ bg: "rgba(248,113,113,0.16)", color: "danger" }),
  // Taken out of public view after approval (a listing unpublished, an owner suspended).
  unpublished: css({ bg: "rgba(148,163,184,0.2)", color: "muted" }),
  suspended: css({ bg: "rgba(248,113,113,0.16)", color: "danger" }),
} as const;

/** The loading spinner of the admin and QR screens. */
export const bigSpinner = css({
  inlineSize: "10",
  blockSize: "10",
  borderRadius: "full",
  borderWidth: "4px",
  borderColor: "border",
  borderBlockStartColor: "primary",
  animation: "spin 0.8s linear infinite",
});

/** A box that says something went wrong: red-edged, on a faint red ground (a form's error summary, a screen that failed to load). */
export const alertBox = css({
  borderWidth: "1px",
  borderColor: "danger",
  bg: "rgba(220,38,38,0.08)",
  borderRadius: "xl",
  paddingInline: "4",
  paddingBlock: "3",
  color: "fg",
});
