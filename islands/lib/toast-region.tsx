import { useAtomValue } from "jotai";
import { X } from "lucide-react";
import { css, cx } from "styled-system/css";
import type { ToastChannel, ToastType } from "./toasts";

const regionBase = css({
  position: "fixed",
  insetInlineStart: "50%",
  transform: "translateX(-50%)",
  zIndex: 95,
  display: "flex",
  flexDirection: "column",
  gap: "2",
  pointerEvents: "none",
});
const placements = { top: css({ insetBlockStart: "4" }), bottom: css({ insetBlockEnd: "6" }) };
const item = css({
  display: "flex",
  alignItems: "start",
  gap: "3",
  paddingInline: "4",
  paddingBlock: "3",
  borderRadius: "xl",
  color: "white",
  fontWeight: "semibold",
  boxShadow: "lg",
  animation: "fadeIn 0.2s ease-out",
  pointerEvents: "auto",
});
const tones: Record<ToastType, string> = { success: css({ bg: "#047857" }), error: css({ bg: "#b91c1c" }), info: css({ bg: "#3730a3" }) };
const close = css({ marginInlineStart: "auto", cursor: "pointer", opacity: 0.85, _hover: { opacity: 1 } });

// Successes are announced politely, errors at once; both regions stay in the page so nothing is missed.
const regions = [
  { types: ["success", "info"], role: "status", live: "polite" },
  { types: ["error"], role: "alert", live: "assertive" },
] as const;

interface Props {
  channel: ToastChannel;
  placement: "top" | "bottom";
  /** Width of the column, as CSS. */
  width?: string;
  /** With a label, each toast gets a close button. */
  closeLabel?: string;
  label?: string;
}

/** Where a toast channel shows: `[data-testid=toast]` items with `data-type`, announced to screen readers. */
export function ToastRegion({ channel, placement, width = "min(92vw, 440px)", closeLabel, label }: Props) {
  const toasts = useAtomValue(channel.atom);
  return (
    <section className={cx(regionBase, placements[placement])} style={{ inlineSize: width }} aria-label={label}>
      {regions.map(({ types, role, live }) => (
        <div key={role} role={role} aria-live={live} className={css({ display: "contents" })}>
          {toasts
            .filter((t) => (types as readonly ToastType[]).includes(t.type))
            .map((t) => (
              <div key={t.id} data-testid="toast" data-type={t.type} className={cx(item, tones[t.type])}>
                <div>
                  {t.title && <strong className={css({ display: "block" })}>{t.title}</strong>}
                  <span>{t.message}</span>
                </div>
                {closeLabel && (
                  <button type="button" className={close} aria-label={closeLabel} onClick={() => channel.dismiss(t.id)}>
                    <X size={16} aria-hidden />
                  </button>
                )}
              </div>
            ))}
        </div>
      ))}
    </section>
  );
}
