import { css, cx } from "styled-system/css";
import type { Lang } from "../../../locales/i18n";
import { thumbnailUrl } from "../../../shared/media";
import { formatPrice, type ListingMenu } from "../../../shared/menu";

const list = css({ display: "grid", gap: "5" });
const sectionBox = css({ bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "2xl", overflow: "hidden" });
const sectionTitle = css({ fontWeight: "extrabold", fontSize: "lg", paddingInline: "4", paddingBlock: "3", borderBlockEndWidth: "1px", borderColor: "border" });
const row = css({ display: "flex", alignItems: "center", gap: "3", paddingInline: "4", paddingBlock: "2.5", minBlockSize: "14", "&:not(:last-child)": { borderBlockEndWidth: "1px", borderColor: "border" } });
const thumb = css({ inlineSize: "10", blockSize: "10", borderRadius: "lg", objectFit: "cover", flexShrink: 0, bg: "surfaceStrong" });
const name = css({ flex: 1, minInlineSize: 0, fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
const price = css({ fontVariantNumeric: "tabular-nums", color: "muted", flexShrink: 0 });
const badge = css({ fontSize: "xs", fontWeight: "bold", borderRadius: "full", paddingInline: "2", paddingBlock: "0.5", bg: "surfaceStrong", color: "muted", flexShrink: 0 });

/**
 * The menu as rows (photo, name, price, sold out), drawn from the saved menu while the editor's
 * own code is on its way: the server renders it for a signed-in owner, so the screen shows their
 * menu before any script has run. It changes nothing; the editor takes its place when it arrives.
 */
export function MenuPreview({ menu, lang, m }: { menu: ListingMenu | null; lang: Lang; m: (key: string, params?: Record<string, string | number>) => string }) {
  const sections = menu?.sections ?? [];
  if (!menu || !sections.length) return <p className={css({ color: "muted" })}>{m("empty")}</p>;
  const pick = (ar: string, en?: string | null) => (lang === "en" && en ? en : ar) || m("untitled");
  return (
    <div className={list} data-testid="menu-preview" aria-busy="true">
      {sections.map((section) => (
        <section key={section.id} className={sectionBox}>
          <h2 className={sectionTitle} dir="auto">
            {pick(section.name_ar, section.name_en)}
          </h2>
          {section.items.map((item) => {
            const lowest = item.variants?.length ? Math.min(...item.variants.map((v) => v.price)) : item.price;
            const shown = lowest == null ? "" : formatPrice(lowest, menu.currency, lang);
            return (
              <div key={item.id} className={row}>
                {item.image_url ? <img className={thumb} src={thumbnailUrl(item.image_url, 40)} alt="" width={40} height={40} loading="lazy" /> : <span className={thumb} aria-hidden />}
                <span className={name} dir="auto">
                  {pick(item.name_ar, item.name_en)}
                </span>
                {item.sold_out && <span className={badge}>{m("soldOutBadge")}</span>}
                {item.hidden && <span className={badge}>{m("hiddenBadge")}</span>}
                <span className={cx(price)}>{item.variants?.length ? m("priceFrom", { price: shown }) : shown}</span>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
