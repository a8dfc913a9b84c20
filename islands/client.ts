/**
 * The only script a page loads up front. It finds server-rendered island wrappers and hydrates
 * each with its component, lazily: React and the island's code are fetched only when the
 * island's strategy says so, so a page's first paint never waits for them.
 */
import type { ComponentType } from "react";
import {
  ISLAND_HYDRATE_ATTR,
  ISLAND_NAME_ATTR,
  ISLAND_PROPS_ATTR,
  ISLAND_TAG,
  type HydrateStrategy,
} from "./markers";

type IslandModule = { default: ComponentType<Record<string, unknown>> };
const modules = import.meta.glob<IslandModule>(["./*.tsx", "!./*.test.tsx"]);

async function hydrate(el: HTMLElement) {
  const name = el.getAttribute(ISLAND_NAME_ATTR);
  const load = modules[`./${name}.tsx`];
  if (!load) return console.error(`unknown island: ${name}`);
  const [{ createElement }, { hydrateRoot }, island] = await Promise.all([
    import("react"),
    import("react-dom/client"),
    load(),
  ]);
  const props = JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) || "{}");
  hydrateRoot(el, createElement(island.default, props));
  el.dataset.hydrated = "";
  // Let React commit the hydrated tree before a replayed click reaches it.
  await new Promise((resolve) => setTimeout(resolve));
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 200);

function whenVisible(el: HTMLElement, run: () => Promise<void>) {
  // display:contents wrappers have no box; watch the island's first element instead.
  const target = (el.firstElementChild as HTMLElement | null) ?? el;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      void run();
    }
  }, { rootMargin: "200px" });
  observer.observe(target);
  // A tap or key press on the island wakes it up at once, before it scrolls into view.
  for (const type of ["pointerdown", "focusin"] as const) {
    el.addEventListener(type, () => (observer.disconnect(), void run()), { once: true, capture: true });
  }
}

/**
 * Nothing is fetched until the visitor reaches for the island: hovering or focusing it starts the
 * download, and a click is held, then replayed on the hydrated island, so it is never lost.
 */
function onInteraction(el: HTMLElement, run: () => Promise<void>) {
  for (const type of ["pointerenter", "focusin", "touchstart"] as const) el.addEventListener(type, () => void run(), { once: true, passive: true });
  el.addEventListener(
    "click",
    (event) => {
      if (el.dataset.hydrated !== undefined) return;
      event.preventDefault();
      event.stopPropagation();
      const target = event.target as HTMLElement;
      void run().then(() => requestAnimationFrame(() => target.click()));
    },
    { capture: true },
  );
}

const started = new WeakMap<Element, Promise<void>>();
for (const el of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[${ISLAND_NAME_ATTR}]`)) {
  const run = () => {
    let done = started.get(el);
    if (!done) started.set(el, (done = hydrate(el).catch((error) => console.error(error))));
    return done;
  };
  const strategy = el.getAttribute(ISLAND_HYDRATE_ATTR) as HydrateStrategy;
  if (strategy === "idle") whenIdle(run);
  else if (strategy === "visible") whenVisible(el, run);
  else if (strategy === "interaction") onInteraction(el, run);
  else void run();
}
