import { atom, getDefaultStore, useAtomValue } from "jotai";
import { X } from "lucide-react";
import { css, cx } from "styled-system/css";

export type AdminToastType = "success" | "error";
interface AdminToast {
  id: number;
  type: AdminToastType;
  message: string;
}

/** Spec section 9: the admin toast helper defaults to 5000 ms, at most 450 px wide. */
export const ADMIN_TOAST_MS = 5000;
const toastsAtom = atom<AdminToast[]>([]);
let nextId = 1;

const dismiss = (id: number) => getDefaultStore().set(toastsAtom, (list) => list.filter((t) => t.id !== id));

/** Shows a toast from any admin screen; it goes away by itself or with its close button. */
export function toast(type: AdminToastType, message: string, duration = ADMIN_TOAST_MS) {
  const item = { id: nextId++, type, message };
  getDefaultStore().set(toastsAtom, (list) => [...list, item].slice(-8));
  setTimeout(() => dismiss(item.id), duration);
}

const region = css({
  position: "fixed",
  insetBlockStart: "4",
  insetInline: "0",
  marginInline: "auto",
  zIndex: 95,
  display: "flex",
  flexDirection: "column",
  gap: "2",
  inlineSize: "min(92vw, 450px)",
  pointerEvents: "none",
});
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
  pointerEvents: "auto",
  animation: "fadeIn 0.2s ease-out",
});
const tone = { success: css({ bg: "#047857" }), error: css({ bg: "#b91c1c" }) };
const close = css({ marginInlineStart: "auto", cursor: "pointer", opacity: 0.85, _hover: { opacity: 1 } });

/** The admin's toasts: polite for success, assertive for errors, so screen readers announce them. */
export function AdminToaster({ closeLabel }: { closeLabel: string }) {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className={region}>
      {(["success", "error"] as const).map((type) => (
        <div
          key={type}
          role={type === "error" ? "alert" : "status"}
          aria-live={type === "error" ? "assertive" : "polite"}
          className={css({ display: "contents" })}
        >
          {toasts
            .filter((t) => t.type === type)
            .map((t) => (
              <div key={t.id} data-testid="toast" data-type={t.type} className={cx(item, tone[type])}>
                <span>{t.message}</span>
                <button type="button" className={close} aria-label={closeLabel} onClick={() => dismiss(t.id)}>
                  <X size={16} aria-hidden />
                </button>
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
