import { css, cx } from "styled-system/css";
import type { Lang, Translate } from "../locales/i18n";
import { thumbnailUrl } from "../shared/media";
import { formatOldPounds, formatPrice, menuDescription, menuItemsOf, menuName, menuTags, type ListingMenu } from "../shared/menu";
import type { Picture } from "../shared/media";
import { Img, usePictures } from "../shared/picture";
import { placeholderOf } from "./lib/placeholders";
import { Island } from "./components/island";
import { AddToOrder, orderable, OrderPanel, type OrderSetup } from "./qr-order";

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
// One item: the photo (when there is one), the names, labels, description and sizes, then the price.
const list = css({
  display: "grid",
  "& > li": {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr) auto",
    alignItems: "start",
    gap: "3",
    paddingBlock: "3",
    borderBlockEndWidth: "1px",
    borderColor: "border",
  },
  "& > li[hidden]": { display: "none" },
  "& > li > [data-part=photo]": { inlineSize: "72px", blockSize: "72px" },
  "& > li img": { display: "block", inlineSize: "72px", blockSize: "72px", objectFit: "cover", borderRadius: "lg", bg: "surfaceStrong" },
  "& > li > [data-part=text]": { display: "grid", gap: "1", gridColumn: "1 / 3" },
  "& > li[data-photo] > [data-part=text]": { gridColumn: "2" },
  "& h4": { fontWeight: "semibold", overflowWrap: "anywhere" },
  "& p": { color: "muted", fontSize: "sm", lineHeight: "1.7", overflowWrap: "anywhere" },
  "& > li > [data-part=price]": { display: "grid", justifyItems: "end", gap: "1", textAlign: "end" },
  "& b": { fontWeight: "bold", whiteSpace: "nowrap" },
  // The old-pound amount: a quiet second line under the price.
  "& b > [data-testid=price-old]": { display: "block", fontSize: "xs", fontWeight: "normal", color: "muted" },
  "& small": { color: "danger", fontSize: "xs", fontWeight: "bold", whiteSpace: "nowrap" },
  "& > li[data-sold-out] b": { color: "muted", textDecoration: "line-through" },
  // The labels: small, quiet, on one or two lines under the name.
  "& [data-part=tags]": { display: "flex", flexWrap: "wrap", gap: "1" },
  "& [data-part=tags] > li": {
    fontSize: "xs",
    fontWeight: "semibold",
    lineHeight: "1.4",
    paddingInline: "2",
    paddingBlock: "0.5",
    borderRadius: "full",
    bg: "rgba(99,102,241,0.14)",
    color: "accent",
  },
  "& [data-part=tags] > li[data-tag=spicy]": { bg: "rgba(239,68,68,0.14)", color: "danger" },
  // Sizes and their prices, one a line: the name at the start, its price at the end.
  "& [data-part=variants]": { display: "grid", gap: "1", paddingBlockStart: "1", fontSize: "sm" },
  "& [data-part=variants] > li": { display: "flex", justifyContent: "space-between", gap: "3", borderBlockEndWidth: "1px", borderStyle: "dotted", borderColor: "border", paddingBlockEnd: "1" },
});
// The labels to filter by: a row of links that scrolls sideways on a phone.
const filterBar = css({
  display: "flex",
  gap: "2",
  overflowX: "auto",
  scrollbarWidth: "none",
  paddingBlock: "1",
  "& a": {
    display: "inline-flex",
    alignItems: "center",
    minBlockSize: "10",
    paddingInline: "3",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border",
    whiteSpace: "nowrap",
    fontSize: "sm",
    _hover: { borderColor: "accent" },
  },
  // "All" looks chosen until a label is (the label's own rule then takes over, see filterRules).
  "& a[data-filter=all]": { bg: "rgba(99,102,241,0.14)", borderColor: "accent", color: "accent", fontWeight: "bold" },
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

/** A stored photo's `srcset` cut to the variants a 72-px thumbnail can use (up to a density of 4). */
const thumbPicture = (picture: Picture | undefined): Picture | undefined =>
  picture?.srcset ? { ...picture, srcset: picture.srcset.split(", ").filter((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]) <= 320).join(", ") } : picture;

/**
 * The menu's section of the page, or nothing when the listing has no menu (or nothing visible).
 * With `order` (ordering by WhatsApp is on), each thing that can be ordered gets its "add" button.
 */
export function MenuBlock({ t, lang, menu, oldPounds = false, order = null }: { t: Translate; lang: Lang; menu: ListingMenu | null; oldPounds?: boolean; order?: OrderSetup | null }) {
  const pictureOf = usePictures();
  if (!menu?.sections.length) return null;
  const p = (key: string, params?: Record<string, string>) => t(`menu.page.${key}`, params);
  const search: MenuSearchLabels = { label: p("search"), placeholder: p("searchPlaceholder"), noResults: p("noResults") };
  const used = menuTags.filter((tag) => menuItemsOf(menu).some(({ item }) => item.tags.includes(tag)));
  // A price in new pounds and, while people still count in them, in old ones under it.
  const price = (value: number) => (
    <b data-testid="menu-item-price">
      {formatPrice(value, menu.currency, lang)}
      {oldPounds && menu.currency === "SYP" && <span data-testid="price-old">{p("oldPounds", { amount: formatOldPounds(value, lang) })}</span>}
    </b>
  );
  return (
    <section id="menu" className={cx(wrap, order && orderable)} aria-labelledby="menu-title" data-testid="menu">
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
      {used.length > 0 && (
        <>
          {/* The filter's rules are in the site's stylesheet (shared/listing-page-css.ts). */}
          {used.map((tag) => (
            <span key={tag} id={`f-${tag}`} data-filter-target hidden />
          ))}
          <nav className={filterBar} aria-label={p("filterLabel")}>
            <a href="#menu" data-filter="all" data-testid="menu-filter-all">
              {p("filterAll")}
            </a>
            {used.map((tag) => (
              <a key={tag} href={`#f-${tag}`} data-testid="menu-filter" data-tag={tag}>
                {t(`menu.tags.${tag}`)}
              </a>
            ))}
          </nav>
        </>
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
                <li
                  key={item.id}
                  data-testid="menu-item"
                  data-tags={item.tags.length ? item.tags.join(" ") : undefined}
                  data-photo={item.image_url ? "" : undefined}
                  data-sold-out={item.sold_out ? "" : undefined}
                >
                  {item.image_url && (
                    <div data-part="photo">
                      <Img
                        src={thumbnailUrl(item.image_url, 72)}
                        picture={thumbPicture(pictureOf(item.image_url))}
                        sizes="72px"
                        alt=""
                        width={72}
                        height={72}
                        loading="lazy"
                        fallbackBackground={placeholderOf(item.image_url)}
                        data-testid="menu-item-photo"
                      />
                    </div>
                  )}
                  <div data-part="text">
                    <h4 dir="auto">{menuName(item, lang)}</h4>
                    {item.tags.length > 0 && (
                      <ul data-part="tags">
                        {item.tags.map((tag) => (
                          <li key={tag} data-testid="menu-item-tag" data-tag={tag}>
                            {t(`menu.tags.${tag}`)}
                          </li>
                        ))}
                      </ul>
                    )}
                    {description && <p dir="auto">{description}</p>}
                    {item.variants.length > 0 && (
                      <ul data-part="variants">
                        {item.variants.map((v) => (
                          <li key={v.id} data-testid="menu-item-variant">
                            <span dir="auto">{menuName(v, lang)}</span>
                            {price(v.price)}
                            {order && !item.sold_out && <AddToOrder t={t} lang={lang} item={item} variant={v} />}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <div data-part="price">
                    {item.variants.length === 0 && item.price !== null && price(item.price)}
                    {item.sold_out && <small data-testid="menu-item-soldout">{p("soldOut")}</small>}
                    {order && !item.sold_out && item.variants.length === 0 && <AddToOrder t={t} lang={lang} item={item} />}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {/* The bar and the order: at once, so an order kept on the phone shows as the page opens. */}
      {order && <Island name="qr-order" component={OrderPanel} props={order} hydrate="load" />}
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
