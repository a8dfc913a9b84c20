/**
 * Decorative emoji that float up while the hero is on screen, never more than three at once, and
 * never for visitors who asked for reduced motion. A DOM island: a few lines, no React.
 */

/** At most 3 at once, a new one every 500-1200 ms; heart, thumbs-up, sparkling heart. */
export const MAX_HEARTS = 3;
const SYMBOLS = ["❤️", "👍", "💖"];
const nextDelay = () => 500 + Math.random() * 700;

/** `heartClass` styles one emoji (its float-up animation); the server renders the empty layer. */
export default function mount(el: HTMLElement, { heartClass }: { heartClass?: string }) {
  const layer = el.firstElementChild as HTMLElement | null;
  if (!layer || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let count = 0;
  const spawn = () => {
    if (layer.childElementCount < MAX_HEARTS) {
      const heart = document.createElement("span");
      heart.dataset.testid = "floating-heart";
      heart.className = heartClass ?? "";
      heart.textContent = SYMBOLS[++count % SYMBOLS.length];
      heart.style.insetInlineStart = `${8 + Math.random() * 84}%`;
      heart.addEventListener("animationend", () => heart.remove());
      layer.append(heart);
    }
    timer = setTimeout(spawn, nextDelay());
  };
  new IntersectionObserver(([entry]) => {
    clearTimeout(timer);
    timer = entry.isIntersecting ? setTimeout(spawn, nextDelay()) : undefined;
  }).observe(layer);
}
