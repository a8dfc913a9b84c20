/**
 * The landing page's floating chat button, stepping aside: whenever it would sit on a link, a
 * button, a field or a line of text, it slides down out of the way (the `data-away` mark, styled
 * beside the button in pages/components/site-footer.tsx), and comes back once the place under it
 * is clear. It hides at once and returns only after the place has stayed clear for a moment, so
 * it does not blink while the reader scrolls past a column of cards.
 * Without scripts the button does not float at all (pages/components/site-footer.tsx).
 */
const READING = "a[href], button, input, select, textarea, label, summary, p, h1, h2, h3, h4, dd, dt, figcaption, blockquote, [data-chat-avoid]";
const RETURN_AFTER_MS = 300;

export default function mount(el: HTMLElement) {
  const dock = el.querySelector<HTMLElement>("[data-chat-dock]");
  const link = dock?.querySelector<HTMLElement>("a");
  if (!dock || !link) return;
  let frame = 0;
  let returnTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Whether anything the reader uses lies under the button's place: where it shows, whether it is
   * away or on its way (the offsets are the layout's, before the sliding).
   */
  const covers = () => {
    const box = dock.getBoundingClientRect();
    const left = box.left + link.offsetLeft;
    const top = box.top + link.offsetTop;
    const [width, height] = [link.offsetWidth, link.offsetHeight];
    if (top >= innerHeight || top + height <= 0) return false;
    const points = [
      [left + width / 2, top + height / 2],
      [left + 6, top + 6],
      [left + width - 6, top + 6],
      [left + 6, top + height - 6],
      [left + width - 6, top + height - 6],
    ];
    return points.some(([x, y]) =>
      document.elementsFromPoint(x, Math.min(y, innerHeight - 1)).some((under) => !dock.contains(under) && !!under.closest(READING)),
    );
  };

  const check = () => {
    frame = 0;
    if (covers()) {
      clearTimeout(returnTimer);
      returnTimer = undefined;
      dock.setAttribute("data-away", "");
    } else if (dock.hasAttribute("data-away") && returnTimer === undefined) {
      returnTimer = setTimeout(() => {
        returnTimer = undefined;
        if (!covers()) dock.removeAttribute("data-away");
      }, RETURN_AFTER_MS);
    }
  };
  const schedule = () => (frame ||= requestAnimationFrame(check));
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule, { passive: true });
  // What lies under it also moves without a scroll: a photo arriving, a section filling in.
  new ResizeObserver(schedule).observe(document.body);
  check();
}
