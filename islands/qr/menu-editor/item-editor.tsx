import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, Copy, Pencil, Trash2 } from "lucide-react";
import { css, cx } from "styled-system/css";
import { thumbnailUrl } from "../../../shared/media";
import {
  formatPrice,
  MENU_DESCRIPTION_MAX,
  MENU_NAME_MAX,
  menuName,
  parsePriceInput,
} from "../../../shared/menu";
import { iconButton } from "../../../shared/ui";
import { edits, type DraftItem } from "../menu-draft";
import { smallButton } from "../styles";
import { DragHandle } from "./drag-handle";
import type { EditorKit } from "./helpers";
import { ItemPhoto } from "./item-photo";
import { TextField } from "./text-field";
import {
  actions,
  check,
  grid2,
  itemBox,
  itemMeta,
  itemPanel,
  itemRow,
  itemRowEnd,
  itemText,
  itemThumb,
  tag,
} from "./styles";
import type { MenuEditorState } from "./use-menu-editor";

/**
 * One item of a section: a row (drag handle, photo, name, price, marks, "sold out", edit) and,
 * when opened, its fields, photo, "hidden", and the buttons that move, duplicate and delete it.
 */
export function ItemEditor(props: {
  kit: EditorKit;
  editor: MenuEditorState;
  item: DraftItem;
  sectionId: string;
  /** The first item of the whole menu (it cannot move up) or the last one (nor down). */
  first: boolean;
  last: boolean;
  /** The menu holds all the items it may: no copy. */
  full: boolean;
  canAddPhotos: boolean;
  /** A section is being dragged: items are not places to drop it. */
  sectionDrag: boolean;
}) {
  const { kit, editor, item, first, last, full } = props;
  const { m, lang, saving, change } = kit;
  const name = menuName(item, lang) || m("untitled");
  const sortable = useSortable({
    id: item.id,
    data: { type: "item", sectionId: props.sectionId, name },
    disabled: saving || { draggable: false, droppable: props.sectionDrag },
    attributes: { roleDescription: m("drag.role") },
  });
  const upload = editor.photos.uploads[item.id];
  const photo =
    upload?.preview ??
    (item.image_url ? thumbnailUrl(item.image_url, 44) : null);
  const price = parsePriceInput(item.price, kit.currency);
  const isOpen = editor.open.has(item.id);
  const set = (patch: Partial<Omit<DraftItem, "id">>) =>
    change((d) => edits.item(d, item.id, patch));
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={itemBox}
      data-hidden={item.hidden ? "" : undefined}
      data-dragging={sortable.isDragging ? "" : undefined}
      data-testid="menu-edit-item"
      data-item={item.id}
    >
      <div className={itemRow}>
        <DragHandle
          sortable={sortable}
          label={m("drag.item", { name })}
          disabled={saving}
          testId="menu-item-drag"
        />
        {photo && (
          <img
            src={photo}
            alt=""
            width={44}
            height={44}
            className={itemThumb}
          />
        )}
        <div className={itemText}>
          <strong dir="auto">{name}</strong>
          <span className={itemMeta}>
            {typeof price === "number" && (
              <span>{formatPrice(price, kit.currency, lang)}</span>
            )}
            {item.sold_out && <span className={tag}>{m("soldOutBadge")}</span>}
            {item.hidden && <span className={tag}>{m("hiddenBadge")}</span>}
          </span>
        </div>
        <div className={itemRowEnd}>
          <label className={check}>
            <input
              type="checkbox"
              checked={item.sold_out}
              disabled={saving}
              onChange={(e) =>
                void editor.flag(item, "sold_out", e.target.checked)
              }
              data-testid="menu-soldout-toggle"
            />
            {m("soldOut")}
          </label>
          <button
            type="button"
            className={iconButton}
            aria-expanded={isOpen}
            aria-controls={`mi-${item.id}`}
            aria-label={m("edit", { name })}
            title={m("edit", { name })}
            onClick={() => editor.toggleOpen(item.id)}
            data-testid="menu-item-edit"
          >
            <Pencil size={16} aria-hidden />
          </button>
        </div>
      </div>
      {isOpen && (
        <div id={`mi-${item.id}`} className={itemPanel}>
          <div className={grid2}>
            <TextField
              kit={kit}
              fieldKey={`${item.id}.name_ar`}
              value={item.name_ar}
              onValue={(v) => set({ name_ar: v })}
              label={m("name_ar")}
              max={MENU_NAME_MAX}
              required
            />
            <TextField
              kit={kit}
              fieldKey={`${item.id}.name_en`}
              value={item.name_en}
              onValue={(v) => set({ name_en: v })}
              label={m("name_en")}
              max={MENU_NAME_MAX}
              ltr
            />
          </div>
          <TextField
            kit={kit}
            fieldKey={`${item.id}.price`}
            value={item.price}
            onValue={(v) => set({ price: v })}
            label={m(`priceIn.${kit.currency}`)}
            max={20}
            hint={m("priceHint")}
            inputMode="decimal"
          />
          <TextField
            kit={kit}
            fieldKey={`${item.id}.description_ar`}
            value={item.description_ar}
            onValue={(v) => set({ description_ar: v })}
            label={m("description_ar")}
            max={MENU_DESCRIPTION_MAX}
            area
          />
          <TextField
            kit={kit}
            fieldKey={`${item.id}.description_en`}
            value={item.description_en}
            onValue={(v) => set({ description_en: v })}
            label={m("description_en")}
            max={MENU_DESCRIPTION_MAX}
            area
            ltr
          />
          <ItemPhoto
            kit={kit}
            canAdd={props.canAddPhotos}
            itemId={item.id}
            name={name}
            photo={
              upload?.preview ??
              (item.image_url ? thumbnailUrl(item.image_url, 96) : null)
            }
            step={upload?.step}
            error={kit.errors[`${item.id}.image_url`] || undefined}
            onPick={(file) => editor.photos.pick(item.id, file)}
            onRemove={() => editor.photos.remove(item.id)}
            onRetry={() => editor.photos.retry(item.id)}
          />
          <label className={check}>
            <input
              type="checkbox"
              checked={item.hidden}
              disabled={saving}
              onChange={(e) =>
                void editor.flag(item, "hidden", e.target.checked)
              }
              data-testid="menu-hidden-toggle"
            />
            {m("hidden")}
          </label>
          <p className={css({ color: "muted", fontSize: "xs" })}>
            {editor.serverIds.has(item.id)
              ? m("switchSaved")
              : m("switchDraft")}
          </p>
          <div className={actions}>
            <button
              type="button"
              id={`mv--1-${item.id}`}
              className={iconButton}
              disabled={saving || first}
              aria-label={m("moveItemUp", { name })}
              title={m("moveItemUp", { name })}
              onClick={() => {
                change((d) => edits.moveItem(d, item.id, -1));
                kit.refocus([`mv--1-${item.id}`, `mv-1-${item.id}`]);
              }}
            >
              <ArrowUp size={16} aria-hidden />
            </button>
            <button
              type="button"
              id={`mv-1-${item.id}`}
              className={iconButton}
              disabled={saving || last}
              aria-label={m("moveItemDown", { name })}
              title={m("moveItemDown", { name })}
              onClick={() => {
                change((d) => edits.moveItem(d, item.id, 1));
                kit.refocus([`mv-1-${item.id}`, `mv--1-${item.id}`]);
              }}
            >
              <ArrowDown size={16} aria-hidden />
            </button>
            <button
              type="button"
              className={iconButton}
              disabled={saving || full}
              aria-label={m("duplicate", { name })}
              title={m("duplicate", { name })}
              onClick={() =>
                change((d) =>
                  edits.duplicateItem(d, item.id, (n) =>
                    m("copyOf", { name: n }),
                  ),
                )
              }
              data-testid="menu-item-duplicate"
            >
              <Copy size={16} aria-hidden />
            </button>
            <button
              type="button"
              className={cx(iconButton, css({ color: "danger" }))}
              disabled={saving}
              aria-label={m("remove", { name })}
              title={m("remove", { name })}
              onClick={() => {
                editor.photos.remove(item.id);
                change((d) => edits.removeItem(d, item.id));
              }}
              data-testid="menu-item-remove"
            >
              <Trash2 size={16} aria-hidden />
            </button>
            <button
              type="button"
              className={cx(smallButton, css({ marginInlineStart: "auto" }))}
              onClick={() => editor.toggleOpen(item.id, false)}
            >
              {m("close")}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
