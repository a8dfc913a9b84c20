import { css } from "styled-system/css";
import type { Lang, Translate } from "../locales/i18n";
import { thumbnailUrl } from "../shared/media";
import { formatPrice, menuDescription, menuName, type ListingMenu } from "../shared/menu";
import { Island } from "./components/island";

/*
 * A listing's menu on its public page: plain server-rendered HTML, readable with scripts off.
 * A menu may hold 300 items, so every item is bare markup styled from its list (no class
 * attributes per item), and its photo is a 72-px thumbnail loaded only when scrolled near.
 */

// One column that never grows past the page (the section bar's row of links scrolls instead).
const wrap = css({
  padding: { base: "5", md: "8" },
  borderBlockStartWidth: "1px",
  borderColor: "border",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "4",
});
const h2 = css({ fontSize: "xl", fontWeight: "bold" });
// The section bar stays at the top of the screen while the menu scrolls by; on a phone it
// scrolls sideways (its links never wrap into several rows).
const bar = css({
  position: "sticky",
  insetBlockStart: "0",
  zIndex: "1",
  bg: "bg",
  marginInline: { base: "-5", md: "-8" },
  paddingInline: { base: "5", md: "8" },
  paddingBlock: "2",
  borderBlockEndWidth: "1px",
  borderColor: "border",
  "& ul": { display: "flex", gap: "2", overflowX: "auto", scrollbarWidth: "thin", overscrollBehaviorX: "contain" },
  "& a": {
    display: "inline-flex",
    alignItems: "center",
    minBlockSize: "11",
    paddingInline: "4",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border",
    bg: "surface",
    whiteSpace: "nowrap",
    fontSize: "sm",
    fontWeight: "semibold",
    _hover: { borderColor: "accent" },
  },
});
const sectionBox = css({
  display: "grid",
  gap: "2",
  // The sticky bar must not cover a section's title when its link is followed.
  scrollMarginBlockStart: "16",
  "& > h3": { fontSize: "lg", fontWeight: "bold", paddingBlockStart: "2" },
  "&[hidden]": { display: "none" },
});
// One item: the photo (when there is one), the names and description, then the price.
const list = css({
  display: "grid",
  "& > li": {
    display: "grid",
    gridTemplateColumns: "auto 1fr auto",
    alignItems: "start",
    gap: "3",
    paddingBlock: "3",
    borderBlockEndWidth: "1px",
    borderColor: "border",
  },
  "& > li[hidden]": { display: "none" },
  "& img": { inlineSize: "72px", blockSize: "72px", objectFit: "cover", borderRadius: "lg", bg: "surfaceStrong" },
  "& h4": { fontWeight: "semibold", overflowWrap: "anywhere" },
  "& p": { color: "muted", fontSize: "sm", lineHeight: "1.7", overflowWrap: "anywhere" },
  "& li > div:first-child": { gridColumn: "1 / 3" },
  "& li > img + div": { gridColumn: "2" },
  "& li > :last-child": { display: "grid", justifyItems: "end", gap: "1", textAlign: "end" },
  "& b": { fontWeight: "bold", whiteSpace: "nowrap" },
  "& small": { color: "danger", fontSize: "xs", fontWeight: "bold", whiteSpace: "nowrap" },
  "& li[data-sold-out] b": { color: "muted", textDecoration: "line-through" },
});
const searchBox = css({
  display: "grid",
  gap: "1",
  "& input": {
    inlineSize: "full",
    minBlockSize: "11",
    paddingInline: "3",
    borderRadius: "lg",
    borderWidth: "1px",
    borderColor: "border",
    bg: "surfaceStrong",
  },
  "& label": { fontSize: "sm", fontWeight: "semibold" },
  "& output": { color: "muted", fontSize: "sm" },
});

export interface MenuSearchLabels {
  label: string;
  placeholder: string;
  /** "Nothing matches «{{q}}»", filled in by the browser. */
  noResults: string;
}

/** The menu's section of the page, or nothing when the listing has no menu (or nothing visible). */
export function MenuBlock({ t, lang, menu }: { t: Translate; lang: Lang; menu: ListingMenu | null }) {
  if (!menu?.sections.length) return null;
  const p = (key: string, params?: Record<string, string>) => t(`menu.page.${key}`, params);
  const search: MenuSearchLabels = { label: p("search"), placeholder: p("searchPlaceholder"), noResults: p("noResults") };
  return (
    <section id="menu" className={wrap} aria-labelledby="menu-title" data-testid="menu">
      <h2 id="menu-title" className={h2}>
        {p("title")}
      </h2>
      {menu.sections.length > 1 && (
        <nav className={bar} aria-label={p("sectionsNav")}>
          <ul>
            {menu.sections.map((s) => (
              <li key={s.id}>
                <a href={`#m-${s.id}`} dir="auto">
                  {menuName(s, lang)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* Filtering as the visitor types needs scripts; without them, the browser's own "find in page" searches the menu. */}
      <Island name="qr-menu-search" component={MenuSearch} props={{ labels: search }} hydrate="interaction" />
      {menu.sections.map((s) => (
        <section key={s.id} id={`m-${s.id}`} className={sectionBox} data-testid="menu-section" aria-labelledby={`m-${s.id}-h`}>
          <h3 id={`m-${s.id}-h`} dir="auto">
            {menuName(s, lang)}
          </h3>
          <ul className={list}>
            {s.items.map((item) => {
              const description = menuDescription(item, lang);
              return (
                <li key={item.id} data-testid="menu-item" data-sold-out={item.sold_out ? "" : undefined}>
                  {item.image_url && <img src={thumbnailUrl(item.image_url, 72)} alt="" width={72} height={72} loading="lazy" decoding="async" />}
                  <div>
                    <h4 dir="auto">{menuName(item, lang)}</h4>
                    {description && <p dir="auto">{description}</p>}
                  </div>
                  <div>
                    {item.price !== null && <b data-testid="menu-item-price">{formatPrice(item.price, menu.currency, lang)}</b>}
                    {item.sold_out && <small data-testid="menu-item-soldout">{p("soldOut")}</small>}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}

/**
 * The menu's search box (a DOM island: islands/qr-menu-search.dom.ts filters the items as the
 * visitor types). It is not a form: what a person types never goes into an address. It shows only
 * when scripts run (data-needs-script); without them the browser's own "find in page" searches
 * the menu, which is all on the page.
 */
function MenuSearch({ labels }: { labels: MenuSearchLabels }) {
  return (
    <div className={searchBox} data-needs-script role="search">
      <label htmlFor="menu-q">{labels.label}</label>
      <input id="menu-q" type="search" placeholder={labels.placeholder} autoComplete="off" enterKeyHint="search" dir="auto" />
      <output htmlFor="menu-q" aria-live="polite" />
    </div>
  );
}
