import { IconBrandWhatsapp } from "@tabler/icons-react";
import { ChevronUp, X } from "lucide-react";
import { css } from "styled-system/css";
import type { OrderLabels, OrderProps } from "../islands/qr-order.dom";
import type { Lang, Translate } from "../locales/i18n";
import type { PublicBusiness } from "../shared/contract/qr-listing";
import { listingName } from "../shared/listing-place";
import { menuName, type MenuItem, type MenuVariant } from "../shared/menu";
import { ORDER_NOTE_MAX, type OrderWords } from "../shared/order-message";
import { whatsappNumber } from "../shared/whatsapp";

/*
 * Ordering by WhatsApp on a listing's menu, for listings whose owner turned it on and that have a
 * WhatsApp number: an "add" button on each thing that can be ordered, a bar at the bottom of the
 * screen with the count and the total, and the order itself, which sends a ready message on
 * WhatsApp. The island (islands/qr-order.dom.ts) does the work; without scripts none of it shows
 * (data-needs-script) and the menu is the plain list it always was.
 */

/** The island's props and the words only its markup shows. */
export type OrderSetup = OrderProps & { text: OrderText };

/** Everything the order's island and its markup need, or null when the listing takes no orders. */
export function orderSetupOf(b: PublicBusiness, t: Translate, lang: Lang): OrderSetup | null {
  const number = whatsappNumber(b.whatsapp);
  // Both are checked: an approved edit merged with an admin's fix could leave the switch on and
  // the number gone, and the server refuses that only where a write makes it.
  if (!b.ordering_enabled || !number || !b.menu?.sections.length || !b.unique_id) return null;
  // The templates as they are: the island fills in names and numbers.
  const keep = { name: "{{name}}", names: "{{names}}", n: "{{n}}", count: "{{count}}", amount: "{{amount}}", note: "{{note}}" };
  const o = (key: string) => t(`menu.order.${key}`, keep);
  const forms: Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];
  const labels: OrderLabels = {
    title: o("title"),
    open: o("open"),
    count: Object.fromEntries(forms.map((f) => [f, o(`count.${f}`)])) as OrderLabels["count"],
    close: o("close"),
    table: o("table"),
    less: o("less"),
    more: o("more"),
    total: o("total"),
    totalPartial: o("totalPartial"),
    empty: o("empty"),
    dropped: o("dropped"),
    tooLong: o("tooLong"),
    added: o("added"),
    noPrice: t("menu.page.noPrice"),
    dismiss: o("close"),
  };
  const words: OrderWords = {
    heading: o("message.heading"),
    table: o("table"),
    total: o("message.total"),
    totalPartial: o("message.totalPartial"),
    note: o("message.note"),
  };
  const text = { note: o("note"), notePlaceholder: o("notePlaceholder"), send: o("send"), sendHint: o("sendHint"), sentHint: o("sentHint"), clear: o("clear") };
  return { listing: b.unique_id, number, name: listingName(b, lang), lang, currency: b.menu.currency, labels, words, text };
}

/**
 * The menu's look when it takes orders (set on the menu's section): the "add" buttons, each
 * size's row with its button at the end. Until the island runs, the buttons keep their room but
 * do not show, so nothing moves and nothing is tapped for nothing.
 */
export const orderable = css({
  "& [data-testid=add-to-order]": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "1",
    minBlockSize: "10",
    minInlineSize: "10",
    paddingInline: "3",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "accent",
    bg: "rgba(99,102,241,0.12)",
    color: "accent",
    fontSize: "sm",
    fontWeight: "bold",
    whiteSpace: "nowrap",
    cursor: "pointer",
    _active: { transform: "scale(0.96)" },
  },
  "& [data-testid=add-to-order] [data-part=qty]": {
    minInlineSize: "5",
    paddingInline: "1",
    borderRadius: "full",
    bg: "accent",
    color: "bg",
    fontSize: "xs",
    lineHeight: "1.5",
    textAlign: "center",
  },
  "& [data-testid=add-to-order] [data-part=qty][hidden]": { display: "none" },
  "&:not([data-order-ready]) [data-testid=add-to-order]": { visibility: "hidden" },
  // A tap kept while the order's code is on its way.
  "& [data-testid=add-to-order][aria-busy=true]": { cursor: "progress", animation: "waking 0.9s ease-in-out infinite alternate" },
  "& [data-part=variants] > li": { alignItems: "center" },
  "& [data-part=variants] > li > span:first-child": { flex: "1" },
});

/** The "add" button of an item without sizes, or of one size: what the island needs to know of it is on it. */
export function AddToOrder({ t, lang, item, variant }: { t: Translate; lang: Lang; item: MenuItem; variant?: MenuVariant }) {
  const name = menuName(item, lang);
  const size = variant ? menuName(variant, lang) : null;
  const price = variant ? variant.price : item.price;
  return (
    <button
      type="button"
      data-testid="add-to-order"
      data-needs-script=""
      data-item={item.id}
      data-size={variant?.id}
      data-name={name}
      data-size-name={size ?? undefined}
      data-price={price ?? undefined}
      aria-label={t("menu.order.addNamed", { name: size ? `${name} (${size})` : name })}
    >
      <span aria-hidden>+</span>
      {t("menu.order.add")}
      <span data-part="qty" hidden />
    </button>
  );
}

// The bar: fixed at the bottom, as wide as the page's column, above the phone's home bar. While it
// shows, the page gets room at its end so that it never covers the last of the menu or the footer.
const barBox = css({
  position: "fixed",
  insetInline: "0",
  insetBlockEnd: "0",
  zIndex: "20",
  display: "grid",
  gap: "2",
  paddingInline: "3",
  paddingBlockStart: "2",
  paddingBlockEnd: "calc(token(spacing.2) + env(safe-area-inset-bottom, 0px))",
  pointerEvents: "none",
  "& > *": { pointerEvents: "auto", inlineSize: "full", maxInlineSize: "2xl", marginInline: "auto" },
  "&[hidden], & [hidden]": { display: "none" },
});
const barButton = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  minBlockSize: "14",
  paddingInline: "4",
  borderRadius: "2xl",
  color: "white",
  fontWeight: "bold",
  textAlign: "start",
  backgroundImage: "linear-gradient(135deg, token(colors.primary), token(colors.secondary))",
  boxShadow: "0 12px 32px -12px rgba(0,0,0,0.7)",
  cursor: "pointer",
  "& [data-testid=order-count]": {
    display: "inline-grid",
    placeItems: "center",
    flexShrink: 0,
    minInlineSize: "8",
    blockSize: "8",
    paddingInline: "1",
    borderRadius: "full",
    bg: "white",
    color: "#312e81",
    fontSize: "sm",
  },
  "& [data-part=sum]": { display: "grid", flex: "1", minInlineSize: 0, lineHeight: "1.35" },
  "& [data-testid=order-total]": { fontSize: "sm", fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  "& [data-part=cta]": { display: "inline-flex", alignItems: "center", gap: "1", fontSize: "sm", whiteSpace: "nowrap" },
});
const notice = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "2",
  padding: "3",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "warning",
  bg: "surfaceStrong",
  color: "fg",
  fontSize: "sm",
  lineHeight: "1.6",
  "& > span": { flex: "1" },
  "& button": { flexShrink: 0, display: "inline-grid", placeItems: "center", inlineSize: "8", blockSize: "8", borderRadius: "full", color: "muted" },
});
// The order: a sheet from the bottom of the screen on a phone, a box in the middle on a wide one.
const sheet = css({
  marginBlockStart: "auto",
  marginBlockEnd: { base: "0", md: "auto" },
  marginInline: "auto",
  inlineSize: "full",
  maxInlineSize: "2xl",
  maxBlockSize: "90dvh",
  padding: "0",
  bg: "surfaceStrong",
  color: "fg",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: { base: "0", md: "2xl" },
  borderStartStartRadius: "2xl",
  borderStartEndRadius: "2xl",
  overscrollBehavior: "contain",
  "&::backdrop": { bg: "rgba(5,5,20,0.62)" },
  "& [hidden]": { display: "none" },
});
const sheetBody = css({
  display: "grid",
  gap: "3",
  padding: "4",
  paddingBlockEnd: "calc(token(spacing.4) + env(safe-area-inset-bottom, 0px))",
  // Nothing in the order is wider than the screen: long words wrap.
  "& > *": { minInlineSize: 0 },
  "& h2": { fontSize: "lg", fontWeight: "bold" },
  "& label": { fontSize: "sm", fontWeight: "semibold" },
  "& textarea": { inlineSize: "full", minBlockSize: "16", padding: "3", borderRadius: "lg", borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg", lineHeight: "1.6" },
});
const head = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  "& h2": { flex: "1" },
  "& [data-part=table]": { fontSize: "sm", fontWeight: "bold", paddingInline: "3", paddingBlock: "1", borderRadius: "full", bg: "rgba(99,102,241,0.14)", color: "accent" },
  "& [data-part=close]": { display: "inline-grid", placeItems: "center", inlineSize: "11", blockSize: "11", borderRadius: "full", color: "muted", _hover: { color: "fg" } },
});
// One line: the name (wrapping), − count +, and the line's amount.
const lines = css({
  display: "grid",
  "& > li": {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    alignItems: "center",
    columnGap: "3",
    rowGap: "1",
    paddingBlock: "2",
    borderBlockEndWidth: "1px",
    borderColor: "border",
  },
  "& [data-part=name]": { gridColumn: "1 / -1", fontWeight: "semibold", overflowWrap: "anywhere" },
  "& [data-part=stepper]": { display: "inline-flex", alignItems: "center", gap: "1" },
  "& [data-part=stepper] button": {
    inlineSize: "10",
    blockSize: "10",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border",
    bg: "surface",
    fontSize: "lg",
    fontWeight: "bold",
    lineHeight: "1",
    _disabled: { opacity: 0.4 },
  },
  "& output": { minInlineSize: "8", textAlign: "center", fontWeight: "bold" },
  "& b": { justifySelf: "end", whiteSpace: "nowrap" },
});
// The total and Send stay in sight at the bottom of the order while a long one scrolls above them.
const footer = css({
  position: "sticky",
  insetBlockEnd: "0",
  display: "grid",
  gap: "2",
  marginInline: "-4",
  paddingInline: "4",
  paddingBlock: "3",
  bg: "surfaceStrong",
  borderBlockStartWidth: "1px",
  borderColor: "border",
});
const totalRow = css({ display: "flex", justifyContent: "space-between", gap: "3", fontSize: "lg", fontWeight: "bold", "& b": { whiteSpace: "nowrap" } });
const quiet = css({ color: "muted", fontSize: "sm", lineHeight: "1.6" });
// WhatsApp's dark green: white on it reads in both themes (WhatsApp's bright green would not).
const sendButton = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  minBlockSize: "12",
  paddingInline: "4",
  borderRadius: "xl",
  bg: "#075e54",
  color: "white",
  fontWeight: "bold",
  textAlign: "center",
  _hover: { bg: "#064c44" },
  "&[aria-disabled=true]": { opacity: 0.45, cursor: "not-allowed" },
});
const clearButton = css({ justifySelf: "center", minBlockSize: "10", paddingInline: "4", color: "muted", fontSize: "sm", textDecoration: "underline" });

/** The bar and the order as the server draws them: empty and hidden until the island fills them in. */
export function OrderPanel({ labels, text, number }: OrderSetup) {
  return (
    <>
      {/* The room at the page's end while the bar shows is in the site's stylesheet (shared/listing-page-css.ts). */}
      <div className={barBox} data-testid="order-bar" data-needs-script="" hidden>
        <p className={notice} data-testid="order-dropped" role="status" hidden>
          <span data-part="text" />
          <button type="button" data-part="dismiss" aria-label={labels.dismiss}>
            <X size={16} aria-hidden />
          </button>
        </p>
        <button type="button" className={barButton} data-part="open" aria-haspopup="dialog" aria-controls="order-sheet" hidden>
          <span data-testid="order-count" />
          <span data-part="sum">
            <span>{labels.title}</span>
            <span data-testid="order-total" />
          </span>
          <span data-part="cta">
            {labels.open}
            <ChevronUp size={18} aria-hidden />
          </span>
        </button>
      </div>
      <p data-part="live" aria-live="polite" className={css({ srOnly: true })} />
      {/* Only ever opened with showModal(): the page behind it is out of reach, as aria-modal says. */}
      <dialog id="order-sheet" className={sheet} data-testid="order-sheet" aria-labelledby="order-sheet-title" aria-modal="true">
        <div className={sheetBody}>
          <div className={head}>
            <h2 id="order-sheet-title">{labels.title}</h2>
            <span data-part="table" data-testid="order-table" hidden />
            <button type="button" data-part="close" aria-label={labels.close}>
              <X size={20} aria-hidden />
            </button>
          </div>
          <p className={notice} data-part="dropped" hidden />
          <ul className={lines} data-testid="order-lines" />
          <p className={quiet} data-part="empty" hidden>
            {labels.empty}
          </p>
          <label htmlFor="order-note">{text.note}</label>
          <textarea id="order-note" name="note" rows={2} maxLength={ORDER_NOTE_MAX} placeholder={text.notePlaceholder} dir="auto" data-testid="order-note" />
          <div className={footer}>
            <p className={totalRow}>
              <span>{labels.total}</span>
              <b data-part="total" data-testid="order-sheet-total" />
            </p>
            <p className={quiet} data-part="partial" hidden>
              {labels.totalPartial}
            </p>
            <p className={css({ color: "danger", fontSize: "sm" })} data-part="too-long" role="alert" hidden>
              {labels.tooLong}
            </p>
            <a className={sendButton} data-testid="order-send" href={`https://wa.me/${number}`} target="_blank" rel="noopener noreferrer">
              <IconBrandWhatsapp size={20} aria-hidden />
              {text.send}
            </a>
          </div>
          <p className={quiet}>{text.sendHint}</p>
          <p className={quiet} data-part="sent" hidden>
            {text.sentHint}
          </p>
          <button type="button" className={clearButton} data-part="clear" data-testid="order-clear">
            {text.clear}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** The order's words that only its markup shows (the island never changes them). */
export interface OrderText {
  note: string;
  notePlaceholder: string;
  send: string;
  sendHint: string;
  sentHint: string;
  clear: string;
}
