import { DndContext } from "@dnd-kit/core";
import {
  SortableContext,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Percent, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatNumber } from "../../../locales/format";
import {
  MAX_MENU_ITEMS,
  menuCurrencies,
  type MenuCurrency,
} from "../../../shared/menu";
import { ErrorSummary } from "../../lib/error-summary";
import { Field } from "../../lib/field";
import { fieldError, input } from "../../lib/form-styles";
import { edits, itemCount } from "../menu-draft";
import { smallButton } from "../styles";
import { fieldId } from "./helpers";
import { SaveBar } from "./save-bar";
import { SectionEditor } from "./section-editor";
import { actions, note } from "./styles";

// The menu's switch "clear sold out at midnight": a thumb-sized box with its words beside it.
const resetSwitch = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "3",
  fontSize: "sm",
  cursor: "pointer",
  "& input": {
    inlineSize: "5",
    blockSize: "5",
    marginBlockStart: "0.5",
    flexShrink: 0,
    accentColor: "var(--brand-primary)",
  },
});
import { useMenuDrag } from "./use-menu-drag";
import type { MenuEditorState } from "./use-menu-editor";

// "Change all prices" is fetched when the owner opens it: most saves never need it.
const RepriceTool = lazy(() => import("./reprice-tool"));

/** The "change all prices" button, and the tool under it once opened. */
function Reprice({ editor }: { editor: MenuEditorState }) {
  const [open, setOpen] = useState(false);
  const { m } = editor.kit;
  // Beside the currency while closed; opened, the tool takes the row's whole width.
  return (
    <div
      data-testid="reprice"
      className={css({
        display: "grid",
        gap: "2",
        flex: open ? "1 1 100%" : "0 0 auto",
      })}
    >
      {open ? (
        <Suspense fallback={<p className={note}>{m("repriceLoading")}</p>}>
          <RepriceTool editor={editor} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <button
          type="button"
          className={cx(
            smallButton,
            css({ justifySelf: "start", minBlockSize: "11" }),
          )}
          onClick={() => setOpen(true)}
          data-testid="reprice-open"
        >
          <Percent size={16} aria-hidden /> {m("repriceOpen")}
        </button>
      )}
    </div>
  );
}

/**
 * The editor's form, once the menu is read: notices (review, pending edit, restored draft), the
 * error summary of the last save, the currency, the sections (dragged into order inside one
 * DndContext), "Add a section", and the save bar.
 */
export function MenuForm(props: {
  editor: MenuEditorState;
  /** An admin edits: photos can be removed, not added. */
  admin?: boolean;
}) {
  const { editor } = props;
  const { kit, draft, listing } = editor;
  const { t, m, lang, saving, change } = kit;
  const drag = useMenuDrag(draft, kit);
  const view = drag.view;
  const count = itemCount(draft);
  const full = count >= MAX_MENU_ITEMS;

  const addSection = () => {
    const fresh = edits.addSection(draft);
    const added = fresh.sections.at(-1)!;
    change(() => fresh);
    // Its names open (closing the row open before), and the Arabic one takes the focus.
    editor.toggleOpen(added.id, true);
    requestAnimationFrame(() =>
      document.getElementById(fieldId(`${added.id}.name_ar`))?.focus(),
    );
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={editor.save}
      className={css({
        display: "grid",
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: { base: "3", md: "4" },
      })}
      aria-busy={saving}
      data-testid="menu-editor"
    >
      <p className={css({ color: "muted", fontSize: "sm", lineHeight: "1.8" })}>
        {m("intro")}
      </p>
      {editor.reviewed && (
        <p className={note} role="note" data-testid="menu-review-notice">
          {m("reviewNotice")}
        </p>
      )}
      {listing.pending && (
        <p className={note} role="note" data-testid="revision-pending">
          {m("pendingNotice")}
        </p>
      )}
      {editor.restored && (
        <div
          className={cx(note, actions)}
          role="status"
          data-testid="menu-draft-restored"
        >
          <span className={css({ flex: "1" })}>{m("draftRestored")}</span>
          <button
            type="button"
            className={smallButton}
            onClick={editor.discard}
          >
            {m("discardDraft")}
          </button>
        </div>
      )}
      <ErrorSummary
        boxRef={editor.errorBoxRef}
        alert
        testId="save-error"
        heading={m("saveError")}
        lines={editor.summary}
      />
      {/* The currency and "change all prices" share a row: a long menu has fewer screens above its items. */}
      <div
        className={css({
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-end",
          gap: "3",
          "& > :first-child": { flex: "1 1 10rem", minInlineSize: 0 },
        })}
      >
        <Field id="mf-currency" name="currency" label={m("currency")}>
          <select
            id="mf-currency"
            name="currency"
            className={cx(input, css({ maxInlineSize: "xs" }))}
            value={draft.currency}
            disabled={saving}
            onChange={(e) =>
              change((d) => edits.currency(d, e.target.value as MenuCurrency))
            }
          >
            {menuCurrencies.map((c) => (
              <option key={c} value={c}>
                {t(`menu.currency.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        {!props.admin &&
          editor.baseline.sections.some((s) => s.items.length) && (
            <Reprice editor={editor} />
          )}
      </div>
      <label className={resetSwitch} data-testid="menu-soldout-resets">
        <input
          type="checkbox"
          name="sold_out_resets"
          checked={draft.sold_out_resets}
          disabled={saving}
          onChange={(e) =>
            change((d) => edits.soldOutResets(d, e.target.checked))
          }
          aria-describedby="mf-resets-hint"
        />
        <span>
          <strong>{m("soldOutResets")}</strong>
          <span
            id="mf-resets-hint"
            className={css({
              display: "block",
              color: "muted",
              fontSize: "xs",
              fontWeight: "normal",
            })}
          >
            {m("soldOutResetsHint")}
          </span>
        </span>
      </label>
      {!draft.sections.length && (
        <p
          className={css({
            color: "muted",
            textAlign: "center",
            paddingBlock: "6",
          })}
          data-testid="menu-empty"
        >
          {m("empty")}
        </p>
      )}
      <DndContext {...drag.contextProps}>
        <SortableContext
          id="sections"
          items={view.sections.map((s) => s.id)}
          strategy={verticalListSortingStrategy}
        >
          {view.sections.map((s, si) => (
            <SectionEditor
              key={s.id}
              kit={kit}
              editor={editor}
              section={s}
              index={si}
              total={view.sections.length}
              full={full}
              canAddPhotos={!props.admin}
              dragging={drag.dragging}
            />
          ))}
        </SortableContext>
      </DndContext>
      <button
        type="button"
        className={cx(
          smallButton,
          css({ justifySelf: "start", minBlockSize: "11" }),
        )}
        disabled={saving}
        onClick={addSection}
        data-testid="menu-add-section"
      >
        <Plus size={16} aria-hidden /> {m("addSection")}
      </button>
      {full && (
        <p className={fieldError}>
          {m("tooManyItems", { max: formatNumber(MAX_MENU_ITEMS, lang) })}
        </p>
      )}
      <SaveBar
        kit={kit}
        items={count}
        sections={draft.sections.length}
        dirty={editor.dirty}
        reviewed={editor.reviewed}
        status={editor.status}
      />
    </form>
  );
}
