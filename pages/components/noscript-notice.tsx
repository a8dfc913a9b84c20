import type { ReactNode } from "react";
import { css } from "styled-system/css";

const banner = css({
  display: "block",
  margin: "4",
  padding: "4",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "warning",
  bg: "rgba(251,191,36,0.12)",
  color: "fg",
  fontWeight: "semibold",
  textAlign: "center",
});

/** Shown only when scripts are off, on the screens that cannot work without them (admin, QR owners). */
export function NoScriptNotice({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className={banner} role="alert" data-testid="noscript-notice">
        {children}
      </p>
    </noscript>
  );
}
