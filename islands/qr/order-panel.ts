import { formatNumber } from "../../locales/format";
import { intlLocale, type Lang } from "../../locales/i18n";
import { formatPrice, type MenuCurrency } from "../../shared/menu";
import { orderLink, orderMessage, orderTotal, ORDER_QTY_MAX, ORDER_URL_MAX, type OrderWords } from "../../shared/order-message";
import { cartCount, changeQty, emptyCart, lineKey, parseCart, reconcile, tableFrom, type Cart, type Offer } from "./order-cart";
import { cartKey } from "./order-key";

/**
 * Ordering by WhatsApp on a listing's menu, once the visitor heads for it (islands/qr-order.dom.ts
 * loads this; pages/qr-order.tsx draws the bar, the order and an "add" button on each thing that
 * can be ordered). Plain DOM code, no React: it reads what can be ordered from the buttons, keeps
 * the order on the phone, and keeps the bar, the order's lines and the WhatsApp link up to date.
 * Nothing is sent to the server.
 */

export interface OrderLabels {
  title: string;
  open: string;
  /** The number of things in the order, by plural form ("{{count}} أصناف"). */
  count: Record<Intl.LDMLPluralRule, string>;
  close: string;
  /** "طاولة {{n}}" */
  table: string;
  less: string;
  more: string;
  total: string;
  totalPartial: string;
  empty: string;
  /** "… {{names}}" */
  dropped: string;
  tooLong: string;
  /** "أُضيف «{{name}}» إلى طلبك" */
  added: string;
  noPrice: string;
  dismiss: string;
}

export interface OrderProps {
  /** The listing's public id: the order is kept on the phone under it. */
  listing: string;
  /** The listing's WhatsApp number as wa.me takes it (digits only). */
  number: string;
  /** The listing's name in the page's language. */
  name: string;
  lang: Lang;
  currency: MenuCurrency;
  labels: OrderLabels;
  words: OrderWords;
}

const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? "");

/** Local storage, or nothing when the browser refuses it (private modes, storage full): the order then lasts as long as the page. */
const store = {
  get(key: string) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // The order still works on this page.
    }
  },
};

/** What the loader hands on: the taps on "add" made while this was on its way. */
export interface OrderPanel {
  add(button: HTMLElement): void;
}

export function mountOrder(el: HTMLElement, menu: HTMLElement, props: OrderProps): OrderPanel {
  const bar = el.querySelector<HTMLElement>("[data-testid=order-bar]")!;
  const sheet = el.querySelector<HTMLDialogElement>("dialog")!;
  const part = <T extends HTMLElement = HTMLElement>(root: HTMLElement, name: string) => root.querySelector<T>(`[data-part=${name}]`)!;
  const { labels, lang } = props;
  const key = cartKey(props.listing);
  const money = (amount: number) => formatPrice(amount, props.currency, lang);
  const plural = new Intl.PluralRules(intlLocale(lang));

  // What can be ordered: each "add" button names its item, size and price.
  const buttons = [...menu.querySelectorAll<HTMLButtonElement>("[data-testid=add-to-order]")];
  const offers = new Map<string, Offer>();
  for (const b of buttons) {
    const d = b.dataset;
    const offer: Offer = { item: d.item!, size: d.size ?? null, name: d.name ?? "", sizeName: d.sizeName ?? null, price: d.price ? Number(d.price) : null };
    offers.set(lineKey(offer), offer);
  }
  const labelOf = (o: Offer) => (o.sizeName ? `${o.name} (${o.sizeName})` : o.name);

  let cart: Cart = emptyCart(Date.now());
  let dropped: string[] = [];
  let sent = false;
  // `opening`: this page reads the order as it opens. Else another tab changed it: this one
  // follows without writing back (two tabs at two tables would otherwise answer each other
  // for ever), and writes its own table with the next change made here.
  const load = (opening: boolean) => {
    const read = reconcile(parseCart(store.get(key), Date.now()), offers);
    cart = read.cart;
    if (read.dropped.length) dropped = read.dropped;
    // A table code's table, else the one this order was started at (a page opened in the other language has none).
    const table = tableFrom(location.search);
    if (table !== null) cart = { ...cart, table };
    if (opening && (read.dropped.length || (table !== null && cart.lines.length))) save();
  };
  const save = () => store.set(key, cart.lines.length || cart.note ? JSON.stringify(cart) : null);

  const countText = bar.querySelector<HTMLElement>("[data-testid=order-count]")!;
  const totalText = bar.querySelector<HTMLElement>("[data-testid=order-total]")!;
  const openButton = part<HTMLButtonElement>(bar, "open");
  const droppedBox = bar.querySelector<HTMLElement>("[data-testid=order-dropped]")!;
  const live = part(el, "live");
  const list = sheet.querySelector<HTMLElement>("[data-testid=order-lines]")!;
  const note = sheet.querySelector<HTMLTextAreaElement>("textarea")!;
  const send = sheet.querySelector<HTMLAnchorElement>("[data-testid=order-send]")!;

  const render = () => {
    const count = cartCount(cart);
    const lines = cart.lines.map((l) => ({ line: l, offer: offers.get(lineKey(l))! }));
    const total = orderTotal(lines.map(({ line, offer }) => ({ qty: line.qty, name: offer.name, price: offer.price })));
    const amount = money(total.amount);

    bar.hidden = count === 0 && dropped.length === 0;
    openButton.hidden = count === 0;
    countText.textContent = formatNumber(count, lang);
    // The bar shows the amount; the order says under its total that some things have no price.
    totalText.textContent = amount;
    const partial = total.complete ? "" : ` ${labels.totalPartial}`;
    openButton.setAttribute("aria-label", `${labels.title}: ${fill(labels.count[plural.select(count)], { count: formatNumber(count, lang) })}${lang === "ar" ? "،" : ","} ${labels.total} ${amount}${partial}`);
    const droppedText = dropped.length ? fill(labels.dropped, { names: dropped.map((n) => `«${n}»`).join(lang === "ar" ? "، " : ", ") }) : "";
    part(droppedBox, "text").textContent = droppedText;
    droppedBox.hidden = !droppedText;
    part(sheet, "dropped").textContent = droppedText;
    part(sheet, "dropped").hidden = !droppedText;

    // How many of each are in the order, on its button.
    for (const b of buttons) {
      const qty = cart.lines.find((l) => lineKey(l) === lineKey({ item: b.dataset.item!, size: b.dataset.size ?? null }))?.qty ?? 0;
      const badge = part(b, "qty");
      badge.textContent = qty ? formatNumber(qty, lang) : "";
      badge.hidden = !qty;
    }

    // The order's lines: the name and size, − count +, and the line's amount.
    list.replaceChildren(
      ...lines.map(({ line, offer }) => {
        const name = labelOf(offer);
        const li = document.createElement("li");
        li.dataset.testid = "order-line";
        const text = document.createElement("span");
        text.dataset.part = "name";
        text.textContent = name;
        text.dir = "auto";
        const step = (sign: 1 | -1) => {
          const b = document.createElement("button");
          b.type = "button";
          b.dataset.testid = sign > 0 ? "order-more" : "order-less";
          b.textContent = sign > 0 ? "+" : "−";
          b.setAttribute("aria-label", fill(sign > 0 ? labels.more : labels.less, { name }));
          b.disabled = sign > 0 && line.qty >= ORDER_QTY_MAX;
          b.addEventListener("click", () => change(offer, sign, false));
          return b;
        };
        const qty = document.createElement("output");
        qty.dataset.testid = "order-qty";
        qty.textContent = formatNumber(line.qty, lang);
        const amount = document.createElement("b");
        amount.textContent = offer.price === null ? labels.noPrice : money(offer.price * line.qty);
        const stepper = document.createElement("span");
        stepper.dataset.part = "stepper";
        stepper.append(step(-1), qty, step(1));
        li.append(text, stepper, amount);
        return li;
      }),
    );
    part(sheet, "empty").hidden = count > 0;
    part(sheet, "total").textContent = amount;
    part(sheet, "partial").hidden = total.complete;
    part(sheet, "table").textContent = cart.table ? fill(labels.table, { n: formatNumber(cart.table, lang) }) : "";
    part(sheet, "table").hidden = !cart.table;
    if (note.value !== cart.note) note.value = cart.note;

    const text = orderMessage(
      { lang, listing: props.name, table: cart.table, currency: props.currency, note: cart.note, lines: lines.map(({ line, offer }) => ({ qty: line.qty, name: offer.name, size: offer.sizeName, price: offer.price })) },
      props.words,
    );
    const href = orderLink(props.number, text);
    // An address too long for WhatsApp would fail on the way: the order says so instead.
    const usable = count > 0 && href.length <= ORDER_URL_MAX;
    if (usable) send.href = href;
    else send.removeAttribute("href");
    send.setAttribute("aria-disabled", String(!usable));
    part(sheet, "too-long").hidden = count === 0 || usable;
    part(sheet, "sent").hidden = !sent || count === 0;
  };

  const change = (offer: Offer, step: number, announce: boolean) => {
    cart = changeQty(cart, { item: offer.item, size: offer.size, name: labelOf(offer) }, step, Date.now());
    sent = false;
    save();
    render();
    if (announce) live.textContent = fill(labels.added, { name: labelOf(offer) });
  };

  const add = (b: HTMLElement) => {
    const offer = offers.get(lineKey({ item: b.dataset.item!, size: b.dataset.size ?? null }));
    if (offer) change(offer, 1, true);
  };
  menu.addEventListener("click", (e) => {
    const b = (e.target as Element).closest<HTMLElement>("[data-testid=add-to-order]");
    if (b) add(b);
  });
  openButton.addEventListener("click", () => sheet.showModal());
  // What dropped out has been read once the order was open.
  sheet.addEventListener("close", () => {
    dropped = [];
    render();
  });
  // A tap on the dimmed page around the order closes it.
  sheet.addEventListener("click", (e) => e.target === sheet && sheet.close());
  part(sheet, "close").addEventListener("click", () => sheet.close());
  part(droppedBox, "dismiss").addEventListener("click", () => {
    dropped = [];
    render();
  });
  note.addEventListener("input", () => {
    cart = { ...cart, note: note.value, at: Date.now() };
    save();
    render();
  });
  // WhatsApp opens beside the page; whether the message was sent only the visitor knows, so the
  // order stays until they empty it (the order says how).
  send.addEventListener("click", () => {
    if (!send.hasAttribute("href")) return;
    sent = true;
    render();
  });
  part(sheet, "clear").addEventListener("click", () => {
    cart = { ...emptyCart(Date.now()), table: cart.table };
    sent = false;
    save();
    render();
    sheet.close();
  });
  // The same listing open in another tab: one order, wherever it changes.
  addEventListener("storage", (e) => {
    if (e.key !== key) return;
    load(false);
    render();
  });

  load(true);
  render();
  return { add };
}
