import { css } from "styled-system/css";
import { formatNumber } from "../../../locales/format";
import { BusyButton } from "../fields";
import type { EditorKit } from "./helpers";
import { saveBar } from "./styles";

/**
 * The bar stuck to the bottom of the screen: how many items and sections, "unsaved changes", and
 * the save button ("Send for review" when the listing is approved).
 */
export function SaveBar(props: {
  kit: EditorKit;
  items: number;
  sections: number;
  dirty: boolean;
  reviewed: boolean;
}) {
  const { kit, dirty } = props;
  const { m, lang, saving } = kit;
  return (
    <div className={saveBar} data-toast-avoid>
      <span
        className={css({ fontSize: "sm", color: "muted" })}
        data-testid="menu-count"
      >
        {m("count", {
          items: formatNumber(props.items, lang),
          sections: formatNumber(props.sections, lang),
        })}
        {dirty && (
          <strong className={css({ color: "warning", display: "block" })}>
            {m("unsaved")}
          </strong>
        )}
      </span>
      <BusyButton type="submit" busy={saving} data-testid="menu-save">
        {saving ? m("saving") : m(props.reviewed ? "sendForReview" : "save")}
      </BusyButton>
    </div>
  );
}
