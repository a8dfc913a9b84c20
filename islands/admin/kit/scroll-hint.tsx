import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";
import { css, cx } from "styled-system/css";

// The hint has a slot of its own at the strip's end edge (the left in Arabic, the right in
// English), beside the scrolling list rather than over it: a fade or a chevron laid over the
// list covered the label of whichever tab sat at that edge. The list stops where the slot begins,
// so a tab past the edge is cut by the list's own edge, which says "more this way" by itself.
const slot = css({ flexShrink: "0", display: "grid", placeItems: "center", inlineSize: "10", paddingInlineStart: "1", color: "fg", cursor: "pointer" });
const gone = css({ visibility: "hidden" });
const chevron = css({ display: "grid", placeItems: "center", inlineSize: "8", blockSize: "8", borderRadius: "full", bg: "surface", borderWidth: "1px", borderColor: "border" });

/** How much of a horizontally scrolling list lies beyond its end edge, in px (either direction). */
function hiddenAtEnd(el: HTMLElement) {
  return el.scrollWidth - el.clientWidth - Math.abs(el.scrollLeft);
}

/**
 * Scrolls a row of tabs sideways (never the page) so its current tab sits in the middle: fully in
 * view and far from the strip's edges. Works in both directions, since it
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
 * A hint that a row of tabs scrolls sideways, for the eye and the pointer only (the tabs stay
 * reachable by keyboard and swipe): while the row overflows, a slot after it, and in the slot a
 * chevron pointing the way more tabs lie; a tap on it scrolls on. Once the row is scrolled to its
 * end the chevron goes but the slot stays, so the tabs never shift under the finger.
 * Its parent lays the list and the hint side by side (a flex row, the list shrinking).
 */
export function ScrollHint({ target }: { target: RefObject<HTMLElement | null> }) {
  const [overflows, setOverflows] = useState(false);
  const [more, setMore] = useState(false);
  const [rtl, setRtl] = useState(false);
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    setRtl(getComputedStyle(el).direction === "rtl");
    const update = () => {
      setOverflows(el.scrollWidth > el.clientWidth + 1);
      setMore(hiddenAtEnd(el) > 4);
    };
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [target]);
  if (!overflows) return null;
  const Icon = rtl ? ChevronLeft : ChevronRight;
  const step = () => {
    const el = target.current;
    if (el) el.scrollBy({ left: (rtl ? -1 : 1) * el.clientWidth * 0.7, behavior: "smooth" });
  };
  return (
    <span aria-hidden className={slot} onClick={more ? step : undefined} data-testid="tabs-scroll-hint" data-more={more || undefined}>
      <span className={cx(chevron, !more && gone)}>
        <Icon size={18} />
      </span>
    </span>
  );
}
