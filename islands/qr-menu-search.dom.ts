/**
 * Filters a listing's menu as the visitor types (the box is drawn by pages/qr-menu.tsx): an item
 * stays when every word typed is in its names, description or price, in either digit system and
 * whatever the Arabic spelling of alef, yeh or teh marbuta or the diacritics. Sections left empty
 * hide with their items; the count (or "nothing matches") is announced.
 */

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[\u0622\u0623\u0625]/g, "\u0627")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0629/g, "\u0647")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

export default function mount(el: HTMLElement, props: { labels: { noResults: string } }) {
  const menu = el.closest("[data-testid=menu]");
  const input = el.querySelector("input");
  const output = el.querySelector("output");
  if (!menu || !input) return;
  const sections = [...menu.querySelectorAll<HTMLElement>("[data-testid=menu-section]")].map((section) => ({
    section,
    items: [...section.querySelectorAll<HTMLElement>("[data-testid=menu-item]")].map((item) => ({ item, text: fold(item.textContent ?? "") })),
  }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    const words = fold(input.value).split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const { section, items } of sections) {
      let any = false;
      for (const { item, text } of items) {
        const match = words.every((w) => text.includes(w));
        item.hidden = !match;
        any ||= match;
        if (match) shown++;
      }
      section.hidden = !any;
    }
    if (output) output.textContent = words.length && !shown ? props.labels.noResults.replace("{{q}}", input.value.trim()) : "";
  };
  // A slow phone redraws 300 items once the typing pauses, not at every key.
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(apply, 120);
  });
  if (input.value) apply();
}
