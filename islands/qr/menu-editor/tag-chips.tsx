import { Check } from "lucide-react";
import { menuTags } from "../../../shared/menu";
import { edits, type DraftItem } from "../menu-draft";
import type { EditorKit } from "./helpers";
import { chipGroup, chipToggle, group } from "./styles";

/**
 * An item's labels as toggle chips, one per label of the fixed list (vegetarian, spicy, new…):
 * buttons that say whether they are on (`aria-pressed`), so a screen reader reads "Spicy,
 * toggle button, pressed".
 */
export function TagChips(props: { kit: EditorKit; item: DraftItem }) {
  const { kit, item } = props;
  const { m, saving, change } = kit;
  return (
    <div className={group} role="group" aria-labelledby={`mt-title-${item.id}`} data-testid="menu-tags">
      <p id={`mt-title-${item.id}`}>{m("tags")}</p>
      <div className={chipGroup}>
        {menuTags.map((tag) => {
          const on = item.tags.includes(tag);
          return (
            <button key={tag} type="button" className={chipToggle} aria-pressed={on} disabled={saving} onClick={() => change((d) => edits.toggleTag(d, item.id, tag))} data-testid="menu-tag" data-tag={tag}>
              {on && <Check size={14} aria-hidden />}
              {kit.t(`menu.tags.${tag}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
