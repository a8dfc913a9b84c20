import { openState, statusWords, type HoursWords, type OpeningHours } from "../shared/opening-hours";

export interface OpenStatusProps {
  hours: OpeningHours;
  /** The page's Intl locale (ar-SA, en-US): the times in its language and digits. */
  locale: string;
  words: HoursWords;
  /** Until when the server's badge is right (ms): the next opening or closing, or local midnight. */
  validUntil: number;
}

// setTimeout's longest delay (about 24 days); a longer wait is taken in steps.
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The "open now" badge of a listing's page, kept right on this visitor's clock: the server wrote
 * it for the moment it rendered the page, and a page can be shown long after (from the page
 * cache, from the back button's memory, a tab left open over night). Whenever the page is shown
 * after the moment the server's words stop being right, they are worked out again here, with
 * the same rules the server used (shared/opening-hours.ts), and again at each later change.
 */
export default function mount(el: HTMLElement, props: OpenStatusProps) {
  const badge = el.querySelector<HTMLElement>("[data-testid=open-status]");
  const label = badge?.querySelector<HTMLElement>("[data-part=label]");
  const detail = badge?.querySelector<HTMLElement>("[data-part=detail]");
  if (!badge || !label || !detail) return;
  let until = props.validUntil;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    const now = Date.now();
    if (now >= until) {
      const state = openState(props.hours, now);
      const words = statusWords(state, props.words, props.locale);
      badge.dataset.open = String(state.open);
      label.textContent = words.label;
      detail.textContent = words.detail;
      detail.hidden = !words.detail;
      until = state.validUntil;
      badge.dataset.validUntil = String(until);
    }
    clearTimeout(timer);
    timer = setTimeout(refresh, Math.min(Math.max(until - Date.now(), 1000), MAX_DELAY));
  };
  addEventListener("pageshow", refresh);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && refresh());
  refresh();
}
