import { useAtomValue } from "jotai";
import { css, cx } from "styled-system/css";
import { toastsAtom } from "./lib/toasts";

const region = css({
  position: "fixed",
  insetBlockEnd: "6",
  insetInlineStart: "50%",
  transform: "translateX(-50%)",
  zIndex: 90,
  display: "flex",
  flexDirection: "column",
  gap: "2",
  inlineSize: "min(92vw, 420px)",
  pointerEvents: "none",
});
const toastStyle = css({
  paddingInline: "4",
  paddingBlock: "3",
  borderRadius: "xl",
  color: "white",
  fontWeight: "semibold",
  boxShadow: "lg",
  animation: "fadeIn 0.2s ease-out",
  pointerEvents: "auto",
});
const kinds = { success: css({ bg: "#059669" }), error: css({ bg: "#dc2626" }) };

/**
 * Renders the toasts other islands push. The region is always in the page so screen readers
 * announce each new toast (polite for success, assertive for errors).
 */
const regions = [
  { type: "success", role: "status", live: "polite" },
  { type: "error", role: "alert", live: "assertive" },
] as const;

export default function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className={region}>
      {regions.map(({ type, role, live }) => (
        <div key={type} role={role} aria-live={live} className={css({ display: "contents" })}>
          {toasts
            .filter((t) => t.type === type)
            .map((t) => (
              <div key={t.id} data-testid="toast" data-type={t.type} className={cx(toastStyle, kinds[type])}>
                {t.title && <strong className={css({ display: "block" })}>{t.title}</strong>}
                {t.message}
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
