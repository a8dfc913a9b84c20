import { css } from "styled-system/css";
import { statusTones } from "../../../shared/ui";

/** Class names shared by the admin screens; logical properties only (RTL and LTR alike). */
export const panel = css({ bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "2xl", padding: { base: "4", md: "6" } });

export const pageTitle = css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold", lineHeight: "1.3" });
export const sectionTitle = css({ fontSize: "lg", fontWeight: "bold", marginBlockEnd: "3" });
export const stack = css({ display: "grid", gap: "6", alignContent: "start" });
export const toolbar = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", justifyContent: "space-between" });
export const toolbarTools = css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" });

export const cardGrid = css({ display: "grid", gap: "4", gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 280px), 1fr))" });
export const itemCard = css({
  bg: "surface",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "xl",
  overflow: "hidden",
  display: "flex",
  flexDirection: "column",
  position: "relative",
  transition: "border-color 0.2s",
  _hover: { borderColor: "primary" },
});
export const cardBody = css({ padding: "4", display: "grid", gap: "2", flex: "1", alignContent: "start" });
export const cardTitle = css({ fontWeight: "bold", fontSize: "lg", lineHeight: "1.4", overflowWrap: "anywhere" });
export const cardMeta = css({ color: "muted", fontSize: "sm", overflowWrap: "anywhere" });
export const cardActions = css({ display: "flex", flexWrap: "wrap", gap: "2", padding: "3", borderBlockStartWidth: "1px", borderColor: "border" });
export const thumb = css({ inlineSize: "full", aspectRatio: "16 / 9", objectFit: "cover", bg: "surfaceStrong", display: "block" });

// The small buttons are shared with the QR screens (shared/ui.ts).
export { smallButton as button, smallDanger as danger, smallPrimary as primary, smallSuccess as success } from "../../../shared/ui";

// Status pills and the spinner are shared with the QR screens.
export { badge, bigSpinner } from "../../../shared/ui";
export const tones = { ...statusTones, neutral: css({ bg: "rgba(99,102,241,0.14)", color: "accent" }) };

export const formGrid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
export const fullRow = css({ gridColumn: "1 / -1" });
export const checkboxRow = css({ display: "flex", alignItems: "center", gap: "2", fontWeight: "semibold", cursor: "pointer" });
export const centered = css({ display: "grid", placeItems: "center", gap: "3", paddingBlock: "12", color: "muted", textAlign: "center" });
