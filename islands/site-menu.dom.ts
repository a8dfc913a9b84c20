/**
 * The phone menu is a `<details>`: it opens and closes without scripts. This DOM island, fetched
 * when the visitor reaches for the menu, closes it as a menu should: after a link is chosen, with
 * Escape (focus back on the button), or with a tap anywhere else.
 */
export default function mount(el: HTMLElement) {
  const menu = el.querySelector("details");
  if (!menu) return;
  const close = () => menu.removeAttribute("open");
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
