import { css } from "styled-system/css";

/** Form controls shared by the public islands; the red border comes from aria-invalid. */
export const input = css({
  inlineSize: "full",
  paddingInline: "4",
  paddingBlock: "3",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surface",
  color: "fg",
  fontSize: "md",
  transition: "border-color 0.2s",
  _focusVisible: { borderColor: "primary", outline: "none", boxShadow: "0 0 0 3px rgba(99,102,241,0.35)" },
  // A field in error stays red when it gets the focus (a refused form moves focus to it), with a red ring.
  "&[aria-invalid=true]": { borderColor: "danger", _focusVisible: { borderColor: "danger", boxShadow: "0 0 0 3px rgba(248,113,113,0.35)" } },
  _placeholder: { color: "muted" },
  "& option": { color: "#14142b" },
});

/** A field shown for reading only (a view mode): it looks like text, not like a box waiting for input. */
export const viewOnly = css({
  _disabled: {
    bg: "transparent",
    borderColor: "transparent",
    borderBlockEndColor: "border",
    borderRadius: "none",
    paddingInline: "0",
    cursor: "default",
    resize: "none",
    opacity: 1,
    color: "fg",
  },
});

export const label = css({ display: "block", fontWeight: "semibold", marginBlockEnd: "1.5", fontSize: "sm" });

export const fieldError = css({ color: "danger", fontSize: "sm", marginBlockStart: "1" });

export const spinner = css({
  display: "inline-block",
  inlineSize: "4",
  blockSize: "4",
  borderRadius: "full",
  borderWidth: "2px",
  borderColor: "rgba(255,255,255,0.35)",
  borderBlockStartColor: "white",
  animation: "spin 0.8s linear infinite",
});
