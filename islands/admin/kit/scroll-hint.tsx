import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";
import { css, cx } from "styled-system/css";

// The fade runs from the list's end edge inwards: towards the left in Arabic, the right in English.
const hint = css({
  position: "absolute",
  insetBlock: "0",
  insetInlineEnd: "0",
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  inlineSize: "16",
  paddingInlineEnd: "1",
  color: "fg",
  cursor: "pointer",
  backgroundImage: "linear-gradient(var(--hint-angle), transparent, token(colors.surfaceStrong) 55%)",
  "[dir=ltr] &": { "--hint-angle": "90deg" },
  "[dir=rtl] &": { "--hint-angle": "270deg" },
});
const chevron = css({ display: "grid", placeItems: "center", inlineSize: "8", blockSize: "8", borderRadius: "full", bg: "surface", borderWidth: "1px", borderColor: "border" });

/** How much of a horizontally scrolling list lies beyond its end edge, in px (either direction). */
function hiddenAtEnd(el: HTMLElement) {
  return el.scrollWidth - el.clientWidth - Math.abs(el.scrollLeft);
}

/**
 * Scrolls a row of tabs sideways (never the page) so its current tab sits in the middle: fully in
 * view, away from the fade and chevron at the end edge. Works in both directions, since it
 * moves by the distance seen on screen.
 */
export function centerCurrentTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>("[aria-current=page]");
  if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
  const l = list.getBoundingClientRect();
  const r = tab.getBoundingClientRect();
  list.scrollBy({ left: r.left + r.width / 2 - (l.left + l.width / 2), behavior: "instant" });
}

/**
 * A hint that a row of tabs scrolls sideways: while more tabs lie past its end edge, a fade and
 * a chevron pointing that way sit there; a tap on it scrolls on. The tabs themselves stay
 * reachable by keyboard and swipe, so the hint is for the eye and the pointer only.
 */
export function ScrollHint({ target }: { target: RefObject<HTMLElement | null> }) {
  const [more, setMore] = useState(false);
  const [rtl, setRtl] = useState(false);
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    setRtl(getComputedStyle(el).direction === "rtl");
    const update = () => setMore(hiddenAtEnd(el) > 4);
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [target]);
  if (!more) return null;
  const Icon = rtl ? ChevronLeft : ChevronRight;
  const step = () => {
    const el = target.current;
    if (el) el.scrollBy({ left: (rtl ? -1 : 1) * el.clientWidth * 0.7, behavior: "smooth" });
  };
  return (
    <span aria-hidden className={cx(hint)} onClick={step} data-testid="tabs-scroll-hint">
      <span className={chevron}>
        <Icon size={18} />
      </span>
    </span>
  );
}
