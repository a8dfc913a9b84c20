import { X } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { css } from "styled-system/css";
import { useAdmin } from "../../core/i18n";

/**
 * The small panel under the editor's toolbar where a link, an image or a video is asked for.
 * It sits in the page's flow (no floating layer to misplace on a phone's narrow screen or under
 * its keyboard) and is not a <form>: it lives inside the article's form, and Enter in one of its
 * boxes does the panel's action instead of saving the article. Escape closes it. It takes the
 * focus when it opens (its first box).
 */
export function PanelFrame({ title, testId, onClose, onSubmit, children }: { title: string; testId: string; onClose: () => void; onSubmit: () => void; children: ReactNode }) {
  const { t } = useAdmin();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("input:not([type=file]):not([hidden]), button:not([data-close])")?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      onSubmit();
    }
  };
  return (
    <div ref={ref} role="group" aria-labelledby={titleId} data-testid={testId} className={frame} onKeyDown={onKeyDown}>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2" })}>
        <p id={titleId} className={css({ fontWeight: "bold", fontSize: "sm" })}>
          {title}
        </p>
        <button type="button" data-close className={closeButton} onClick={onClose} aria-label={t("common.close")}>
          <X size={16} aria-hidden />
        </button>
      </div>
      {children}
    </div>
  );
}

const frame = css({
  display: "grid",
  gap: "3",
  paddingBlock: "3",
  paddingInline: "3",
  borderBlockEndWidth: "1px",
  borderColor: "border",
  bg: "surfaceStrong",
  minInlineSize: 0,
});
const closeButton = css({
  display: "inline-grid",
  placeItems: "center",
  inlineSize: "9",
  blockSize: "9",
  flexShrink: 0,
  borderRadius: "md",
  color: "muted",
  cursor: "pointer",
  _hover: { color: "fg", bg: "surface" },
});

export const panelField = css({ display: "grid", gap: "1", minInlineSize: 0 });
export const panelLabel = css({ fontWeight: "semibold", fontSize: "sm" });
export const panelHint = css({ color: "muted", fontSize: "xs" });
export const panelError = css({ color: "danger", fontSize: "sm" });
export const panelActions = css({ display: "flex", flexWrap: "wrap", gap: "2" });
