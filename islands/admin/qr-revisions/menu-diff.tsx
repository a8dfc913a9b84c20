import { css } from "styled-system/css";
import {
  formatPrice,
  menuName,
  type ListingMenu,
  type MenuItem,
} from "../../../shared/menu";
import { menuChanges, type MenuChange } from "../../../shared/menu-diff";
import { useAdmin } from "../core/i18n";

const list = css({ display: "grid", gap: "2", fontSize: "sm" });
const row = css({
  display: "grid",
  gap: "0.5",
  borderInlineStartWidth: "3px",
  paddingInlineStart: "3",
  paddingBlock: "1",
  "&[data-tone=add]": { borderColor: "success" },
  "&[data-tone=remove]": { borderColor: "danger" },
  "&[data-tone=change]": { borderColor: "warning" },
});
const kind = css({ fontSize: "xs", fontWeight: "bold", color: "muted" });
const old = css({ textDecoration: "line-through", color: "muted" });

const tones: Record<MenuChange["kind"], "add" | "remove" | "change"> = {
  currency: "change",
  soldOutResets: "change",
  sectionAdded: "add",
  sectionRemoved: "remove",
  sectionRenamed: "change",
  sectionsReordered: "change",
  added: "add",
  removed: "remove",
  renamed: "change",
  repriced: "change",
  variants: "change",
  tags: "change",
  described: "change",
  photo: "change",
  moved: "change",
};

/**
 * The review's menu changes, one line each, readable on a phone: "added «سحلب» in «مشروبات
 * ساخنة», ٩٠٠ ل.س.", "new price «قهوة»: ١٬٠٠٠ → ١٬٢٠٠". Items and sections are matched by id.
 */
export function MenuDiff({
  before,
  after,
}: {
  before: ListingMenu | null;
  after: ListingMenu | null;
}) {
  const { t, lang } = useAdmin();
  const changes = menuChanges(before, after);
  const d = (key: string, params?: Record<string, string>) =>
    t(`menu.diff.${key}`, params);
  const currency = after?.currency ?? before?.currency ?? "SYP";
  const price = (i: MenuItem, c = currency) =>
    i.price === null ? d("noPrice") : formatPrice(i.price, c, lang);
  const name = (e: { name_ar: string; name_en: string }) => (
    <bdi>{menuName(e, lang)}</bdi>
  );
  // From the old value to the new one, in reading order.
  const arrow = lang === "ar" ? "←" : "→";
  // An item's sizes with their prices ("صغير ٨٠٠ ل.س. · كبير ١٬٢٠٠ ل.س."), and its labels by name.
  const sizes = (i: MenuItem, c = currency) =>
    i.variants.length ? i.variants.map((v) => `${menuName(v, lang)} ${formatPrice(v.price, c, lang)}`).join(" · ") : d("noVariants");
  const labels = (i: MenuItem) => (i.tags.length ? i.tags.map((tag) => t(`menu.tags.${tag}`)).join(t("common.listSeparator")) : d("noTags"));
  const beforeAfter = (c: { before: MenuItem; after: MenuItem }, show: (i: MenuItem, c?: ListingMenu["currency"]) => string) => (
    <span>
      {name(c.after)}:{" "}
      <bdi className={old}>{show(c.before, before?.currency)}</bdi> {arrow} <bdi>{show(c.after)}</bdi>
    </span>
  );
  if (!changes.length)
    return (
      <p className={css({ color: "muted", fontSize: "sm" })}>{d("none")}</p>
    );
  return (
    <section
      aria-labelledby="menu-diff-title"
      data-testid="menu-diff"
      className={css({ display: "grid", gap: "2", marginBlockStart: "3" })}
    >
      <h4 id="menu-diff-title" className={css({ fontWeight: "bold" })}>
        {d("title")}
      </h4>
      <ul className={list}>
        {changes.map((c, i) => (
          <li
            key={i}
            className={row}
            data-tone={tones[c.kind]}
            data-change={c.kind}
          >
            {c.kind === "soldOutResets" ? (
              <span>{d(c.on ? "soldOutResetsOn" : "soldOutResetsOff")}</span>
            ) : c.kind === "currency" ? (
              <span>
                {d("currency", {
                  before: t(`menu.currency.${c.before}`),
                  after: t(`menu.currency.${c.after}`),
                })}
              </span>
            ) : c.kind === "sectionsReordered" ? (
              <span>{d("sectionMoved")}</span>
            ) : c.kind === "sectionAdded" || c.kind === "sectionRemoved" ? (
              <span>{d(c.kind, { name: menuName(c.section, lang) })}</span>
            ) : c.kind === "sectionRenamed" ? (
              <span>
                {d("sectionRenamed", {
                  before: menuName(c.before, lang),
                  after: menuName(c.after, lang),
                })}
              </span>
            ) : (
              <>
                <span className={kind}>
                  {c.kind === "moved"
                    ? d("moved", { section: menuName(c.section, lang) })
                    : `${d(c.kind)} ${d("inSection", { section: menuName(c.section, lang) })}`}
                </span>
                {c.kind === "renamed" ? (
                  // Each name that changed, Arabic then English: an Arabic rename must show in an English review too.
                  (["name_ar", "name_en"] as const)
                    .filter((k) => c.before[k] !== c.after[k])
                    .map((k) => (
                      <span key={k}>
                        <bdi className={old}>{c.before[k] || d("noName")}</bdi>{" "}
                        {arrow} <bdi>{c.after[k] || d("noName")}</bdi>
                      </span>
                    ))
                ) : c.kind === "variants" ? (
                  beforeAfter(c, sizes)
                ) : c.kind === "tags" ? (
                  beforeAfter(c, labels)
                ) : c.kind === "repriced" ? (
                  <span>
                    {name(c.after)}:{" "}
                    <span className={old}>
                      {price(c.before, before?.currency)}
                    </span>{" "}
                    {arrow} <bdi>{price(c.after)}</bdi>
                  </span>
                ) : c.kind === "added" || c.kind === "removed" ? (
                  <span>
                    {name(c.item)}
                    {t("common.listSeparator")}
                    <bdi>
                      {price(
                        c.item,
                        c.kind === "removed" ? before?.currency : currency,
                      )}
                    </bdi>
                  </span>
                ) : (
                  <span>{"item" in c && name(c.item)}</span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
