import { css } from "styled-system/css";
import { formatPrice, menuName, type ListingMenu } from "../../../shared/menu";
import { useAdmin } from "../core/i18n";

const sectionTitle = css({ fontWeight: "bold", marginBlockStart: "2" });
const items = css({
  display: "grid",
  fontSize: "sm",
  "& li": { display: "flex", justifyContent: "space-between", gap: "3", paddingBlock: "1.5", borderBlockEndWidth: "1px", borderColor: "border" },
  "& li[data-hidden]": { borderStyle: "dashed" },
});
const tag = css({ fontSize: "xs", fontWeight: "bold", color: "danger", marginInlineStart: "2" });
const label = css({ fontSize: "xs", color: "muted", marginInlineStart: "2" });
const prices = css({ display: "grid", justifyItems: "end", textAlign: "end", whiteSpace: "nowrap" });

/**
 * A listing's whole menu in the admin's preview: every item with its price (or each size's),
 * its labels, sold-out and hidden ones marked, and whether "sold out" clears itself at midnight.
 */
export function MenuPreview({ menu }: { menu: ListingMenu }) {
  const { t, lang } = useAdmin();
  if (!menu.sections.length) return null;
  return (
    <section aria-labelledby="admin-menu-title" data-testid="menu-preview">
      <h3 id="admin-menu-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>
        {t("menu.page.title")}
      </h3>
      {menu.sold_out_resets && (
        <p className={css({ color: "muted", fontSize: "sm" })} data-testid="menu-preview-resets">
          {t("qrBusinesses.soldOutResets")}
        </p>
      )}
      {menu.sections.map((s) => (
        <div key={s.id}>
          <h4 className={sectionTitle} dir="auto">
            {menuName(s, lang)}
          </h4>
          <ul className={items}>
            {s.items.map((i) => (
              <li key={i.id} data-hidden={i.hidden ? "" : undefined}>
                <span>
                  <bdi>{menuName(i, lang)}</bdi>
                  {i.sold_out && <span className={tag}>{t("menu.page.soldOut")}</span>}
                  {i.hidden && <span className={tag}>{t("menu.diff.hidden")}</span>}
                  {i.tags.length > 0 && (
                    <span className={label} data-testid="menu-preview-tags">
                      {i.tags.map((x) => t(`menu.tags.${x}`)).join(t("common.listSeparator"))}
                    </span>
                  )}
                </span>
                {i.variants.length ? (
                  // With sizes, their prices are the item's.
                  <span className={prices} data-testid="menu-preview-variants">
                    {i.variants.map((v) => (
                      <bdi key={v.id}>
                        {menuName(v, lang)} {formatPrice(v.price, menu.currency, lang)}
                      </bdi>
                    ))}
                  </span>
                ) : (
                  i.price !== null && <bdi className={css({ whiteSpace: "nowrap" })}>{formatPrice(i.price, menu.currency, lang)}</bdi>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
