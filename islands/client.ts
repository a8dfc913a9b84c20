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
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 200);

function whenVisible(el: HTMLElement, run: () => void) {
  // display:contents wrappers have no box; watch the island's first element instead.
  const target = (el.firstElementChild as HTMLElement | null) ?? el;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  }, { rootMargin: "200px" });
  observer.observe(target);
  // A tap or key press on the island wakes it up at once, before it scrolls into view.
  for (const type of ["pointerdown", "focusin"] as const) {
    el.addEventListener(type, () => (observer.disconnect(), run()), { once: true, capture: true });
  }
}

const started = new WeakSet<Element>();
for (const el of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[${ISLAND_NAME_ATTR}]`)) {
  const run = () => {
    if (started.has(el)) return;
    started.add(el);
    hydrate(el).catch((error) => console.error(error));
  };
  const strategy = el.getAttribute(ISLAND_HYDRATE_ATTR) as HydrateStrategy;
  if (strategy === "idle") whenIdle(run);
  else if (strategy === "visible") whenVisible(el, run);
  else run();
}
