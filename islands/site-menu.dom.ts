/**
 * The phone menu is a `<details>`: it opens and closes without scripts. This DOM island, fetched
 * when the visitor reaches for the menu, closes it as a menu should: after a link is chosen, with
 * Escape (focus back on the button), or with a tap anywhere else.
 *
 * On a slow line the island arrives a moment after the tap that opened the menu, and a quick
 * visitor may already have chosen a section: the page went there, the menu stayed open over it.
 * So on arrival, an open menu whose section the address now names (and did not name when the
 * page loaded) is closed as if the island had seen the choice.
 */
export default function mount(el: HTMLElement) {
  const menu = el.querySelector("details");
  if (!menu) return;
  const close = () => menu.removeAttribute("open");
  const loadedAt = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const hashAtLoad = loadedAt ? new URL(loadedAt.name).hash : location.hash;
  const chosen = [...menu.querySelectorAll<HTMLAnchorElement>("nav a")].some((a) => a.hash && a.hash === location.hash);
  if (menu.open && chosen && location.hash !== hashAtLoad) close();
  menu.addEventListener("click", (e) => {
    if ((e.target as Element).closest("nav a")) close();
  });
  menu.addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || !menu.open) return;
    close();
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("click", (e) => {
    if (menu.open && !menu.contains(e.target as Node)) close();
  });
}
