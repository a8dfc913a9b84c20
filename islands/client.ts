/**
 * The only script a page loads up front. It finds the server-rendered island wrappers and wakes
 * each when its strategy says so (islands/markers.ts). Two kinds of islands:
 * - `islands/<name>.tsx`: a React component, hydrated with `hydrateRoot`. React itself is fetched
 *   only when the first such island wakes, so a page whose React islands sit further down loads
 *   no React until the visitor gets there or reaches for one. Until then, what the visitor does to
 *   it is held and replayed (islands/runtime/hold.ts).
 * - `islands/<name>.dom.ts`: a few lines of plain DOM code (`export default function mount(el,
 *   props)`) enhancing server-rendered HTML that already works without it: decorations, the
 *   language link's overlay, the instant theme flip.
 */
import type { ComponentType, ReactNode } from "react";
import {
  ISLAND_HYDRATE_ATTR,
  ISLAND_NAME_ATTR,
  ISLAND_PROPS_ATTR,
  ISLAND_READY_ATTR,
  ISLAND_TAG,
  type HydrateStrategy,
} from "./markers";
import { holdEvents, type Holder } from "./runtime/hold";

type ReactIsland = { default: ComponentType<Record<string, unknown>> };
type DomIsland = { default: (el: HTMLElement, props: Record<string, unknown>) => void };
const reactIslands = import.meta.glob<ReactIsland>(["./*.tsx", "!./*.test.tsx"]);
const domIslands = import.meta.glob<DomIsland>("./*.dom.ts");

let react: Promise<[typeof import("react"), typeof import("react-dom/client")]> | undefined;
/** Islands waiting to hydrate alongside the first one that brings React. */
const companions: (() => Promise<void>)[] = [];
const propsOf = (el: HTMLElement) => JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) || "{}");

async function mountDom(el: HTMLElement, load: () => Promise<DomIsland>) {
  (await load()).default(el, propsOf(el));
  el.setAttribute(ISLAND_READY_ATTR, "");
}

async function hydrate(el: HTMLElement, load: () => Promise<ReactIsland>, holder: Holder, companion: boolean) {
  react ??= Promise.all([import("react"), import("react-dom/client")]);
  const [[{ createElement, useLayoutEffect }, { hydrateRoot }], island] = await Promise.all([react, load()]);
  // A toaster hydrates with the first island, before that island replays a submit that toasts.
  const others = companion ? undefined : Promise.all(companions.map((run) => run()));
  const focused = document.activeElement;
  holder.before();
  await new Promise<void>((resolve) => {
    // Renders nothing of its own; its layout effect runs in the commit of the island's tree.
    const Committed = ({ children }: { children: ReactNode }) => {
      useLayoutEffect(() => {
        // Right after the commit (a microtask: no event can come between), outside React's own
        // commit phase, where the change events handing over typed text could not be processed.
        queueMicrotask(() => {
          holder.adopt();
          el.setAttribute(ISLAND_READY_ATTR, "");
          resolve();
        });
      }, []);
      return children;
    };
    hydrateRoot(el, createElement(Committed, null, createElement(island.default, propsOf(el))));
  });
  await others;
  await holder.replay(focused);
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 200);

// When the page last scrolled: an island scrolled into view wakes once the scrolling stops, so
// fetching and hydrating it never makes a smooth scroll stutter (a tap still wakes it at once).
let lastScroll = 0;
addEventListener("scroll", () => (lastScroll = performance.now()), { passive: true });
const afterScroll = (run: () => void) => {
  const check = () => (performance.now() - lastScroll > 150 ? run() : setTimeout(check, 100));
  check();
};

function whenVisible(el: HTMLElement, run: () => void) {
  // display:contents wrappers have no box; watch the island's first element instead.
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      afterScroll(run);
    }
  }, { rootMargin: "200px" });
  observer.observe(el.firstElementChild ?? el);
}

/** Hovering, focusing or touching the island starts its download, before the tap itself. */
function onIntent(el: HTMLElement, run: () => void) {
  for (const type of ["pointerenter", "focusin", "touchstart"]) el.addEventListener(type, run, { once: true, passive: true });
}

for (const el of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[${ISLAND_NAME_ATTR}]`)) {
  const name = el.getAttribute(ISLAND_NAME_ATTR);
  const strategy = el.getAttribute(ISLAND_HYDRATE_ATTR) as HydrateStrategy;
  const dom = domIslands[`./${name}.dom.ts`] as (() => Promise<DomIsland>) | undefined;
  const component = reactIslands[`./${name}.tsx`] as (() => Promise<ReactIsland>) | undefined;
  if (!dom && !component) {
    console.error(`unknown island: ${name}`);
    continue;
  }
  let started: Promise<void> | undefined;
  let holder: Holder | undefined;
  const run = () =>
    (started ??= (dom ? mountDom(el, dom) : hydrate(el, component!, holder!, strategy === "alongside")).catch((error) => {
      console.error(error);
      holder?.release();
    }));
  // An island woken by interaction is one that takes over its links (the QR page's lightbox).
  if (component) holder = holdEvents(el, run, strategy === "interaction");
  if (strategy === "idle") whenIdle(run);
  else if (strategy === "visible") whenVisible(el, run);
  else if (strategy === "interaction") onIntent(el, run);
  else if (strategy === "alongside") companions.push(run);
  else void run();
}

// Every island's taps and typing are held from here on (until it wakes): a test that must act
// "before the island is hydrated" waits for this, not for a guess. Before it, on a slow line, a
// form still works the scriptless way (it posts to the server).
document.documentElement.setAttribute("data-islands", "");

// A page that leaves its fonts for later (pages/document.tsx, `lateFonts`) fetches them once it
// has loaded and the phone is idle, for the next visit; this page keeps the phone's font (no text
// jumps). From then on the head's script uses them from the first paint.
if (document.documentElement.hasAttribute("data-fonts-later")) {
  const fetchFonts = () =>
    whenIdle(() => {
      const faces = ["ب", "a"].map((text) => document.fonts.load(`1em "Cairo Variable"`, text));
      void Promise.all(faces)
        .then((found) => found.every((list) => list.length) && localStorage.setItem("fonts-cached", "1"))
        // No fonts (offline), or no storage (a private window): the next visit simply waits again.
        .catch(() => undefined);
    });
  if (document.readyState === "complete") fetchFonts();
  else addEventListener("load", fetchFonts, { once: true });
}
