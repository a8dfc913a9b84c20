import { useAtomValue } from "jotai";
import { X } from "lucide-react";
import { useEffect, useState, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { css, cx } from "styled-system/css";
import type { ToastChannel, ToastType } from "./toasts";

/*
 * Where every toast of the product shows, in both directions:
 * - phones: bottom centre, clear of the floating chat button (which sits in a bottom corner) and
 *   above any bar fixed at the bottom (`data-toast-avoid`: the admin's bulk bar); but at the top,
 *   under the header, once a field in the lower half of the screen is typed in (with the keyboard
 *   up, a bottom toast would sit on it), and there until the toasts have gone (never dropping back
 *   under the finger that taps the button below the field). Only the newest error shows there: the field's
 *   own message carries the detail, and two stacked errors took a quarter of the screen;
 * - tablets and wider: at the top inline-end (the left in Arabic), just under the page's header,
 *   so it never covers the header's controls (logout, language, theme) nor the chat button.
 * The region is rendered at the document level (a portal into <body>): a fixed element inside
 * an ancestor with a transform, filter or backdrop-filter would be placed relative to that
 * ancestor instead of the viewport, and drawn off screen.
 * Centring uses `inset-inline: 0` with auto margins rather than `left: 50%` and a translate,
 * which in right-to-left pages ("inset-inline-start: 50%" is the right edge) pushed it off screen.
 */
const region = css({
  position: "fixed",
  zIndex: 120,
  display: "flex",
  flexDirection: "column",
  gap: "2",
  pointerEvents: "none",
  // A percentage of the viewport (the containing block of a fixed box), resolved at layout: a
  // `vw` length could lag a frame behind a rotation or resize and leave the column too wide.
  maxInlineSize: "calc(100% - 2rem)",
  insetInline: "0",
  marginInline: "auto",
  insetBlockEnd: "var(--toast-bottom, calc(1rem + env(safe-area-inset-bottom, 0px)))",
  // Above the chat button on pages that have one (56 px high, 24 px from the bottom).
  "body:has([data-testid=chat-link]) &": { insetBlockEnd: "var(--toast-bottom, calc(6rem + env(safe-area-inset-bottom, 0px)))" },
  "&[data-at-top]": { insetBlockEnd: "auto", insetBlockStart: "var(--toast-top, 5rem)" },
  mdDown: { "& [data-type=error]:has(~ [data-type=error])": { display: "none" } },
  md: {
    insetBlockEnd: "auto",
    insetBlockStart: "var(--toast-top, 5rem)",
    insetInlineStart: "auto",
    insetInlineEnd: "6",
    marginInline: "0",
    "body:has([data-testid=chat-link]) &": { insetBlockEnd: "auto" },
  },
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
  overflowWrap: "anywhere",
});
const tones: Record<ToastType, string> = { success: css({ bg: "#047857" }), error: css({ bg: "#b91c1c" }), info: css({ bg: "#3730a3" }) };
const close = css({
  marginInlineStart: "auto",
  marginBlock: "-1",
  marginInlineEnd: "-2",
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  inlineSize: "8",
  blockSize: "8",
  borderRadius: "full",
  cursor: "pointer",
  opacity: 0.85,
  _hover: { opacity: 1, bg: "rgba(255,255,255,0.15)" },
});

// Successes are announced politely, errors at once; both regions stay in the page so nothing is missed.
const regions = [
  { types: ["success", "info"], role: "status", live: "polite" },
  { types: ["error"], role: "alert", live: "assertive" },
] as const;

/**
 * Where toasts go, measured while they show: the distance from the top of the viewport to just
 * under the page's header and, on a list screen, its toolbar (the elements marked
 * `data-toast-anchor`, else the first `header`; a small margin once they have scrolled away), so
 * it follows headers of any height (the admin's wraps on tablets); on phones, the room the
 * bottom bars take, and whether the field being typed in sits low on the screen.
 */
interface Placement {
  top: number;
  /** Distance from the viewport's bottom to above the bars marked `data-toast-avoid`, if any show. */
  bottom: number | null;
  /**
   * A field in the lower half of the screen has been typed in while these toasts showed: they
   * go to the top, and stay there until they have all gone. Moving back down when the field
   * loses focus put the toast under the finger: tapping "Create account" below the field moved
   * the focus (on the press), the toast dropped onto the button, and the release landed on the
   * toast, so the tap did nothing.
   */
  fieldLow: boolean;
}

function useToastPlacement(active: boolean) {
  const [placement, setPlacement] = useState<Placement | null>(null);
  useEffect(() => {
    if (!active) return;
    const measure = () => {
      const anchors = [...document.querySelectorAll("[data-toast-anchor]")];
      const first = document.querySelector("header");
      if (!anchors.length && first) anchors.push(first);
      const bottom = Math.max(0, ...anchors.map((a) => a.getBoundingClientRect().bottom));
      const avoid = [...document.querySelectorAll("[data-toast-avoid]")]
        .filter((el) => el.checkVisibility())
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0 && r.bottom >= innerHeight - 2);
      const field = document.activeElement;
      const typing = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
      const low = typing && field.getBoundingClientRect().bottom > innerHeight / 2;
      // Phones only (below Panda's `md`, 768 px): wider screens keep their toasts at the top
      // inline-end corner, under the header and the list's toolbar, whatever has the focus.
      const phone = !matchMedia("(min-width: 768px)").matches;
      setPlacement((before) => ({
        top: Math.max(0, bottom) + 12,
        bottom: avoid.length ? innerHeight - Math.min(...avoid.map((r) => r.top)) + 12 : null,
        fieldLow: phone && (low || !!before?.fieldLow),
      }));
    };
    measure();
    addEventListener("scroll", measure, { passive: true });
    addEventListener("resize", measure);
    addEventListener("focusin", measure);
    addEventListener("focusout", measure);
    // A header that wraps to two rows after a resize (a phone turned, a window narrowed) grows
    // after the resize event has fired: measure again when it does.
    const grown = new ResizeObserver(measure);
    for (const el of document.querySelectorAll("[data-toast-anchor], header")) grown.observe(el);
    for (const el of document.querySelectorAll("[data-toast-avoid]")) grown.observe(el);
    return () => {
      removeEventListener("scroll", measure);
      removeEventListener("resize", measure);
      removeEventListener("focusin", measure);
      removeEventListener("focusout", measure);
      grown.disconnect();
      // The toasts have all gone: the next ones start from the usual place again (the last
      // measures stay until the next ones are taken, as a fallback better than none).
      setPlacement((p) => p && { ...p, fieldLow: false });
    };
  }, [active]);
  return placement;
}

interface Props {
  channel: ToastChannel;
  /** Largest width of the column, as CSS (always within the viewport). */
  width?: string;
  /** With a label, each toast gets a close button. */
  closeLabel?: string;
  label?: string;
}

/** Where a toast channel shows: `[data-testid=toast]` items with `data-type`, announced to screen readers. */
export function ToastRegion({ channel, width = "420px", closeLabel, label }: Props) {
  const toasts = useAtomValue(channel.atom);
  // The portal needs `document`: nothing is rendered on the server or before hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placement = useToastPlacement(toasts.length > 0);
  if (!mounted) return null;
  const style = {
    inlineSize: width,
    ...(placement ? { "--toast-top": `${placement.top}px` } : {}),
    ...(placement?.bottom ? { "--toast-bottom": `${placement.bottom}px` } : {}),
  } as CSSProperties;
  // The top placement is for phones only: wide screens always show toasts at the top already.
  const atTop = !!placement?.fieldLow;
  return createPortal(
    <section className={region} style={style} aria-label={label} data-testid="toast-region" data-at-top={atTop || undefined}>
      {regions.map(({ types, role, live }) => (
        <div key={role} role={role} aria-live={live} className={css({ display: "contents" })}>
          {toasts
            .filter((t) => (types as readonly ToastType[]).includes(t.type))
            .map((t) => (
              <div key={t.id} data-testid="toast" data-type={t.type} className={cx(item, tones[t.type])}>
                <div className={css({ minInlineSize: 0 })}>
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
    </section>,
    document.body,
  );
}
