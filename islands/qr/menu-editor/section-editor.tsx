import { useDroppable } from "@dnd-kit/core";
import {
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { ArrowDown, ArrowUp, ChevronDown, Plus, Trash2 } from "lucide-react";
import { css, cx } from "styled-system/css";
import { formatNumber } from "../../../locales/format";
import { MENU_NAME_MAX, menuName } from "../../../shared/menu";
import { edits, type DraftSection } from "../menu-draft";
import { smallButton } from "../styles";
import { DragHandle, sortableStyle } from "./drag-handle";
import { fieldId, type EditorKit } from "./helpers";
import { ItemEditor } from "./item-editor";
import {
  actions,
  grid2,
  headRow,
  itemList,
  sectionBox,
  sectionToggle,
} from "./styles";
import { TextPair } from "./text-field";
import { ToolButton } from "./tool-button";
import { listDropId } from "./use-menu-drag";
import type { MenuEditorState } from "./use-menu-editor";

/**
 * One section: a head (drag handle, and its title: the button that opens its names in both
 * languages and the buttons that move it up and down and delete it), its items (each draggable
 * within the section and into another), and "Add an item". A section opens like an item: one row
 * of the menu at a time.
 */
export function SectionEditor(props: {
  kit: EditorKit;
  editor: MenuEditorState;
  section: DraftSection;
  index: number;
  /** How many sections the menu has. */
  total: number;
  /** The menu holds all the items it may. */
  full: boolean;
  canAddPhotos: boolean;
  /** What is being dragged, if anything. */
  dragging: "item" | "section" | null;
}) {
  const { kit, editor, section: s, index, total, dragging } = props;
  const { m, lang, saving, change } = kit;
  const name = menuName(s, lang) || m("untitled");
  const sortable = useSortable({
    id: s.id,
    data: { type: "section", name },
    disabled: saving || { draggable: false, droppable: dragging === "item" },
    attributes: { roleDescription: m("drag.role") },
  });
  // An empty section still takes a dragged item: its (empty) list is a place to drop it.
  const emptyList = useDroppable({
    id: listDropId(s.id),
    data: { type: "list", sectionId: s.id },
    disabled: dragging !== "item" || s.items.length > 0,
  });
  const lastSection = index === total - 1;
  const namesOpen = editor.open.has(s.id);
  const namesId = `ms-names-${s.id}`;

  const move = (step: -1 | 1) => {
    change((d) => edits.moveSection(d, s.id, step));
    kit.refocus([`mv-${step}-${s.id}`, `mv-${-step}-${s.id}`]);
  };
  const remove = () => {
    if (
      s.items.length &&
      !confirm(
        m("removeSectionConfirm", {
          name: s.name_ar || m("untitled"),
          count: formatNumber(s.items.length, lang),
        }),
      )
    )
      return;
    change((d) => edits.removeSection(d, s.id));
  };
  const addItem = () => {
    const fresh = edits.addItem(editor.draft, s.id);
    const added = fresh.sections.find((x) => x.id === s.id)?.items.at(-1);
    change(() => fresh);
    if (added) {
      editor.toggleOpen(added.id, true);
      requestAnimationFrame(() =>
        document.getElementById(fieldId(`${added.id}.name_ar`))?.focus(),
      );
    }
  };

  return (
    <section
      ref={sortable.setNodeRef}
      style={sortableStyle(sortable)}
      className={sectionBox}
      aria-labelledby={`ms-${s.id}`}
      data-dragging={sortable.isDragging ? "" : undefined}
      data-testid="menu-edit-section"
    >
      <div className={headRow}>
        <DragHandle
          sortable={sortable}
          label={m("drag.section", { name })}
          disabled={saving}
          testId="menu-section-drag"
        />
        <h2 id={`ms-${s.id}`}>
          <button
            type="button"
            className={sectionToggle}
            aria-expanded={namesOpen}
            aria-controls={namesOpen ? namesId : undefined}
            title={m("editSection", { name })}
            onClick={() => editor.toggleOpen(s.id)}
            data-testid="menu-section-edit"
          >
            <span dir="auto">
              {menuName(s, lang) ||
                m("sectionTitle", { n: formatNumber(index + 1, lang) })}
            </span>
            <ChevronDown size={16} aria-hidden />
          </button>
        </h2>
      </div>
      {namesOpen && (
        <div
          id={namesId}
          className={css({ display: "grid", gap: "3", paddingBlockEnd: "2" })}
        >
          <div className={grid2}>
            <TextPair
              kit={kit}
              id={s.id}
              field="name"
              values={s}
              onValue={(key, v) =>
                change((d) => edits.section(d, s.id, { [key]: v }))
              }
              label={(lang) => m(`sectionName_${lang}`)}
              max={MENU_NAME_MAX}
              required
            />
          </div>
          <div className={actions}>
            <ToolButton
              icon={ArrowUp}
              label={m("moveSectionUp", { name })}
              id={`mv--1-${s.id}`}
              disabled={saving || index === 0}
              onClick={() => move(-1)}
            />
            <ToolButton
              icon={ArrowDown}
              label={m("moveSectionDown", { name })}
              id={`mv-1-${s.id}`}
              disabled={saving || lastSection}
              onClick={() => move(1)}
            />
            <ToolButton
              icon={Trash2}
              label={m("removeSection", { name })}
              danger
              disabled={saving}
              onClick={remove}
            />
            <button
              type="button"
              className={cx(smallButton, css({ marginInlineStart: "auto" }))}
              onClick={() => editor.toggleOpen(s.id, false)}
            >
              {m("close")}
            </button>
          </div>
        </div>
      )}
      {!s.items.length && (
        <p
          ref={emptyList.setNodeRef}
          className={css({
            color: "muted",
            fontSize: "sm",
            borderRadius: "lg",
            "&[data-over]": { outline: "2px dashed token(colors.primary)" },
          })}
          data-over={emptyList.isOver ? "" : undefined}
        >
          {m("emptySection")}
        </p>
      )}
      <SortableContext
        id={`items:${s.id}`}
        items={s.items.map((i) => i.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul className={itemList}>
          {s.items.map((item, ii) => (
            <ItemEditor
              key={item.id}
              kit={kit}
              editor={editor}
              item={item}
              sectionId={s.id}
              first={index === 0 && ii === 0}
              last={lastSection && ii === s.items.length - 1}
              full={props.full}
              canAddPhotos={props.canAddPhotos}
              sectionDrag={dragging === "section"}
            />
          ))}
        </ul>
      </SortableContext>
      <button
        type="button"
        className={cx(
          smallButton,
          css({ justifySelf: "start", minBlockSize: "11" }),
        )}
        disabled={saving || props.full}
        onClick={addItem}
        data-testid="menu-add-item"
      >
        <Plus size={16} aria-hidden /> {m("addItem")}
      </button>
    </section>
  );
}
