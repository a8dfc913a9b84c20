import { Plus, Trash2 } from "lucide-react";
import { css, cx } from "styled-system/css";
import { MAX_MENU_VARIANTS, MENU_NAME_MAX, menuName } from "../../../shared/menu";
import { fieldError } from "../../lib/form-styles";
import { edits, newVariant, variantKey, type DraftItem } from "../menu-draft";
import { smallButton } from "../styles";
import { fieldId, type EditorKit } from "./helpers";
import { group, variantHead, variantRow } from "./styles";
import { TextField } from "./text-field";
import { ToolButton } from "./tool-button";

/**
 * An item's sizes (or kinds): each an Arabic name, an optional English one and its own price,
 * typed like the item's price (either digit system). At most MAX_MENU_VARIANTS; with any, they
 * carry the item's prices. A size's fields are keyed by its id (`variantKey`), so the save's
 * messages land beside them.
 */
export function VariantsEditor(props: { kit: EditorKit; item: DraftItem }) {
  const { kit, item } = props;
  const { m, lang, saving, change } = kit;
  const full = item.variants.length >= MAX_MENU_VARIANTS;
  const tooMany = kit.errors[`${item.id}.variants`] || undefined;
  const add = () => {
    const added = newVariant();
    change((d) => edits.addVariant(d, item.id, added));
    // The new size's name has the focus, as a new item's does.
    requestAnimationFrame(() => document.getElementById(fieldId(variantKey(item.id, added.id, "name_ar")))?.focus());
  };
  return (
    <div className={group} role="group" aria-labelledby={`mv-title-${item.id}`} data-testid="menu-variants">
      <p id={`mv-title-${item.id}`}>{m("variants")}</p>
      <p className={css({ color: "muted", fontSize: "xs" })}>{m(item.variants.length ? "variantsCarryPrice" : "variantsHint")}</p>
      {item.variants.length > 0 && (
        // The columns' names once, for the eye; each input has its own label ("size 2, price") for screen readers.
        <div className={variantHead} aria-hidden>
          <span>
            {m("variantName_ar")} <span className={css({ color: "danger" })}>*</span>
          </span>
          <span>
            {m("variantPrice")} <span className={css({ color: "danger" })}>*</span>
          </span>
        </div>
      )}
      {item.variants.map((v, n) => {
        const name = menuName(v, lang) || m("variantN", { n: n + 1 });
        // "size 2, price": the words the save's summary uses for the same field.
        const label = (field: "name_ar" | "name_en" | "price") => m("variantField", { n: n + 1, field: kit.t(`menu.fields.${field}`) });
        const set = (patch: Partial<typeof v>) => change((d) => edits.variant(d, item.id, v.id, patch));
        return (
          <div key={v.id} className={variantRow} data-testid="menu-variant">
            <TextField
              kit={kit}
              fieldKey={variantKey(item.id, v.id, "name_ar")}
              name="variant_name_ar"
              value={v.name_ar}
              onValue={(x) => set({ name_ar: x })}
              label={label("name_ar")}
              compact={{ placeholder: m("variantPlaceholder") }}
              max={MENU_NAME_MAX}
              required
            />
            <TextField
              kit={kit}
              fieldKey={variantKey(item.id, v.id, "price")}
              name="variant_price"
              value={v.price}
              onValue={(x) => set({ price: x })}
              label={label("price")}
              compact={{ placeholder: m("variantPrice") }}
              max={20}
              inputMode="decimal"
              required
            />
            <TextField
              kit={kit}
              fieldKey={variantKey(item.id, v.id, "name_en")}
              name="variant_name_en"
              value={v.name_en}
              onValue={(x) => set({ name_en: x })}
              label={label("name_en")}
              compact={{ placeholder: m("variantName_en") }}
              max={MENU_NAME_MAX}
              ltr
            />
            <ToolButton icon={Trash2} label={m("removeVariant", { name })} danger disabled={saving} onClick={() => change((d) => edits.removeVariant(d, item.id, v.id))} data-testid="menu-variant-remove" />
          </div>
        );
      })}
      {tooMany && <p className={fieldError}>{tooMany}</p>}
      <button type="button" className={cx(smallButton, css({ justifySelf: "start", minBlockSize: "11" }))} disabled={saving || full} onClick={add} data-testid="menu-variant-add">
        <Plus size={16} aria-hidden /> {full ? m("variantsFull") : m("addVariant")}
      </button>
    </div>
  );
}
