import { css } from "styled-system/css";
import { formatNumber } from "../../../locales/format";
import { BusyButton } from "../fields";
import { SaveStatus, type SaveStatusState } from "../save-status";
import type { EditorKit } from "./helpers";
import { saveBar } from "./styles";

/**
 * The bar stuck to the bottom of the screen: how many items and sections, what the last save
 * left to say (saved at, not saved and why) or "unsaved changes", and the save button ("Send
 * for review" when the listing is approved).
 */
export function SaveBar(props: {
  kit: EditorKit;
  items: number;
  sections: number;
  dirty: boolean;
  reviewed: boolean;
  status: SaveStatusState;
}) {
  const { kit, dirty } = props;
  const { m, lang, saving } = kit;
  return (
    <div className={saveBar} data-toast-avoid>
      <div
        className={css({
          fontSize: "sm",
          color: "muted",
          display: "grid",
          gap: "1",
          flex: "1 1 8rem",
          // A failed save's words (what to do) take the bar's whole width, over the button.
          "&:has([data-state=error])": { flexBasis: "full" },
          minInlineSize: 0,
        })}
        data-testid="menu-count"
      >
        <span>
          {m("count", {
            items: formatNumber(props.items, lang),
            sections: formatNumber(props.sections, lang),
          })}
        </span>
        <SaveStatus
          status={props.status}
          t={kit.t}
          lang={lang}
          dirty={dirty}
          className={css({ justifySelf: "start" })}
        />
      </div>
      <BusyButton type="submit" busy={saving} data-testid="menu-save">
        {saving ? m("saving") : m(props.reviewed ? "sendForReview" : "save")}
      </BusyButton>
    </div>
  );
}
