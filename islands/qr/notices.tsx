import { useSyncExternalStore } from "react";
import { css, cx } from "styled-system/css";

export type NoticeType = "success" | "error" | "info";
export interface Notice {
  id: number;
  type: NoticeType;
  title?: string;
  message: string;
}

/** How long each kind stays: long enough to read an error, short for a confirmation. */
export const NOTICE_DURATION: Record<NoticeType, number> = { success: 3000, info: 4000, error: 5000 };
const MAX_NOTICES = 4;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissNotice(id: number) {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

/** Shows a notice at the top centre of the QR screens (spec section 9); it leaves by itself. */
export function notify(type: NoticeType, message: string, title?: string) {
  const notice = { id: nextId++, type, message, title };
  notices = [...notices, notice].slice(-MAX_NOTICES);
  emit();
  setTimeout(() => dismissNotice(notice.id), NOTICE_DURATION[type]);
  return notice.id;
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
const empty: Notice[] = [];

const region = css({
  position: "fixed",
  insetBlockStart: "4",
  insetInlineStart: "50%",
  transform: "translateX(-50%)",
  zIndex: 90,
  display: "flex",
  flexDirection: "column",
  gap: "2",
  inlineSize: "min(92vw, 440px)",
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
  animation: "fadeIn 0.2s ease-out",
  pointerEvents: "auto",
});
const kinds: Record<NoticeType, string> = { success: css({ bg: "#047857" }), error: css({ bg: "#b91c1c" }), info: css({ bg: "#3730a3" }) };
const close = css({ marginInlineStart: "auto", paddingInline: "1", fontSize: "lg", lineHeight: "1", cursor: "pointer", opacity: 0.85, _hover: { opacity: 1 } });

const regions = [
  { types: ["success", "info"], role: "status", live: "polite" },
  { types: ["error"], role: "alert", live: "assertive" },
] as const;

/** The notice region: always in the page, so screen readers announce each new notice. */
export function Notices({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const list = useSyncExternalStore(
    subscribe,
    () => notices,
    () => empty,
  );
  return (
    <section className={region} aria-label={label}>
      {regions.map(({ types, role, live }) => (
        <div key={role} role={role} aria-live={live} className={css({ display: "contents" })}>
          {list
            .filter((n) => (types as readonly string[]).includes(n.type))
            .map((n) => (
              <div key={n.id} data-testid="toast" data-type={n.type} className={cx(item, kinds[n.type])}>
                <div>
                  {n.title && <strong className={css({ display: "block" })}>{n.title}</strong>}
                  <span>{n.message}</span>
                </div>
                <button type="button" className={close} aria-label={dismissLabel} onClick={() => dismissNotice(n.id)}>
                  ×
                </button>
              </div>
            ))}
        </div>
      ))}
    </section>
  );
}
