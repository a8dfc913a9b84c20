import { cartKey } from "./qr/order-key";
import type { OrderPanel, OrderProps } from "./qr/order-panel";

export type { OrderLabels, OrderProps } from "./qr/order-panel";

/**
 * Ordering by WhatsApp on a listing's menu (pages/qr-order.tsx draws an "add" button on each
 * thing that can be ordered, the bar and the order; without scripts none of them shows). This is
 * the part that runs as the page opens, a few hundred bytes: the rest (islands/qr/order-panel.ts,
 * a few KiB with the message and price formatting) comes with the visitor's first move, a
 * scroll, a touch or a key, so it never competes with the first screen on a slow line and is
 * there by the time they reach the menu. An order kept on the phone brings it at once, since the
 * bar must show. A tap on "add" before it has come is kept, and counted when it has.
 */
export default function mount(el: HTMLElement, props: OrderProps) {
  const menu = el.closest<HTMLElement>("[data-testid=menu]");
  if (!menu) return;
  const taps: HTMLElement[] = [];
  let panel: Promise<OrderPanel> | undefined;
  const start = () =>
    (panel ??= import("./qr/order-panel").then(
      ({ mountOrder }) => {
        const order = mountOrder(el, menu, props);
        menu.removeEventListener("click", early);
        for (const b of taps.splice(0)) {
          b.removeAttribute("aria-busy");
          order.add(b);
        }
        return order;
      },
      (error) => {
        // Offline, say: the next tap tries again.
        panel = undefined;
        for (const b of taps.splice(0)) b.removeAttribute("aria-busy");
        throw error;
      },
    ));
  const early = (e: Event) => {
    const b = (e.target as Element).closest<HTMLElement>("[data-testid=add-to-order]");
    if (!b) return;
    taps.push(b);
    b.setAttribute("aria-busy", "true");
    start().catch(console.error);
  };
  menu.addEventListener("click", early);
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(cartKey(props.listing));
  } catch {
    // No storage: no order kept either.
  }
  const soon = () => void start().catch(console.error);
  if (kept) soon();
  else for (const type of ["scroll", "touchstart", "pointerdown", "keydown"]) addEventListener(type, soon, { once: true, passive: true });
  // An order started in another tab of this listing shows here too.
  addEventListener("storage", (e) => e.key === cartKey(props.listing) && soon());
  menu.setAttribute("data-order-ready", "");
}
