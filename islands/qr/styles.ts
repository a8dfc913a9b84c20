import { css, cx } from "styled-system/css";
import { alertBox } from "../../shared/ui";

/** Class names shared by the QR area's screens; logical properties only (RTL and LTR alike). */
export const screen = css({ minBlockSize: "100dvh", display: "flex", flexDirection: "column" });
// Full width: auto inline margins in a flex column would otherwise shrink it to its content.
export const main = css({ flex: "1", inlineSize: "full", paddingBlock: { base: "6", md: "10" } });
export const panel = css({ bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "2xl", padding: { base: "5", md: "7" } });
export const pageTitle = css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold", lineHeight: "1.3" });
export const sectionTitle = css({ fontSize: "lg", fontWeight: "bold", marginBlockEnd: "4" });
export const row = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" });
// The small buttons are shared with the admin screens (shared/ui.ts).
// Buttons, status pills and the spinner are shared with the admin screens.
export { badge, bigSpinner, smallButton, smallDanger, statusTones as statusBadge } from "../../shared/ui";
export const errorBox = cx(alertBox, css({ "& strong": { color: "danger", display: "block", marginBlockEnd: "1" } }));
export const centered = css({ display: "grid", placeItems: "center", gap: "3", paddingBlock: "16", textAlign: "center" });

// The native file picker speaks the browser's language, not the page's: it is hidden (still
// focusable and reachable by its labels) behind a button-like label in the page's language.
export const fileInput = css({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  "&:focus-visible + label": { outline: "2px solid token(colors.primary)", outlineOffset: "2px" },
  "&:disabled + label": { opacity: 0.55, cursor: "not-allowed" },
});
