import { useSortable } from "@dnd-kit/sortable";
import { ArrowDown, ArrowUp, ChevronDown, Copy, Trash2 } from "lucide-react";
import { css, cx } from "styled-system/css";
import { thumbnailUrl } from "../../../shared/media";
import {
  formatPrice,
  MENU_DESCRIPTION_MAX,
  MENU_NAME_MAX,
  menuName,
  parsePriceInput,
} from "../../../shared/menu";
import { edits, type DraftItem } from "../menu-draft";
import { smallButton } from "../styles";
import { DragHandle, sortableStyle } from "./drag-handle";
import type { EditorKit } from "./helpers";
import { PhotoProblem, PhotoRemove, RowPhoto } from "./item-photo";
import { TagChips } from "./tag-chips";
import { TextField, TextPair } from "./text-field";
import { ToolButton } from "./tool-button";
import { VariantsEditor } from "./variants-editor";
import {
  actions,
  check,
  grid2,
  itemBox,
  itemMeta,
  itemPanel,
  itemRow,
  itemText,
  itemToggle,
  labelTag,
  rowCheck,
  tag,
} from "./styles";
import type { MenuEditorState } from "./use-menu-editor";

/**
 * One item of a section: a compact row (drag handle, the photo's square, which adds or changes
 * the photo, then a button with the name, the price or the sizes' lowest, marks and labels, which
 * opens the item, and "sold out") and, when opened, its names, price or sizes, labels,
 * descriptions, "hidden", and the buttons that move, duplicate and delete it. One item is open at
 * a time (the editor keeps which), so a long menu stays a list of rows on a phone.
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
  // With sizes, the row shows the lowest of their prices ("from …"); else the item's own.
  const sizePrices = item.variants
    .map((v) => parsePriceInput(v.price, kit.currency))
    .filter((p): p is number => typeof p === "number");
  const price = item.variants.length
    ? sizePrices.length
      ? Math.min(...sizePrices)
      : undefined
    : parsePriceInput(item.price, kit.currency);
  const photoError = kit.errors[`${item.id}.image_url`] || undefined;
  const isOpen = editor.open.has(item.id);
  const set = (patch: Partial<Omit<DraftItem, "id" | "variants">>) =>
    change((d) => edits.item(d, item.id, patch));
  // A flag of the item (sold out, hidden): saved at once for a saved item (editor.flag).
  const flagToggle = (
    flag: "sold_out" | "hidden",
    label: string,
    testId: string,
    className = check,
    name?: string,
  ) => (
    <label className={className}>
      <input
        type="checkbox"
        checked={item[flag]}
        disabled={saving}
        onChange={(e) => void editor.flag(item, flag, e.target.checked)}
        aria-label={name}
        data-testid={testId}
      />
      {label}
    </label>
  );
  const panelId = `mi-${item.id}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={sortableStyle(sortable)}
      className={itemBox}
      data-hidden={item.hidden ? "" : undefined}
      data-open={isOpen ? "" : undefined}
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
        <RowPhoto
          kit={kit}
          canAdd={props.canAddPhotos}
          itemId={item.id}
          name={name}
          photo={photo}
          step={upload?.step}
          error={photoError}
          onPick={(file) => editor.photos.pick(item.id, file)}
        />
        <button
          type="button"
          className={itemToggle}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          title={m("edit", { name })}
          onClick={() => editor.toggleOpen(item.id)}
          data-testid="menu-item-edit"
        >
          <span className={itemText}>
            <strong dir="auto">{name}</strong>
            <span className={itemMeta} data-testid="menu-item-meta">
              {typeof price === "number" && (
                <span>
                  {item.variants.length
                    ? m("priceFrom", {
                        price: formatPrice(price, kit.currency, lang),
                      })
                    : formatPrice(price, kit.currency, lang)}
                </span>
              )}
              {item.sold_out && (
                <span className={tag}>{m("soldOutBadge")}</span>
              )}
              {item.hidden && <span className={tag}>{m("hiddenBadge")}</span>}
              {item.tags.map((x) => (
                <span key={x} className={labelTag}>
                  {kit.t(`menu.tags.${x}`)}
                </span>
              ))}
            </span>
          </span>
          <ChevronDown size={16} aria-hidden />
        </button>
        {flagToggle(
          "sold_out",
          m("soldOutShort"),
          "menu-soldout-toggle",
          rowCheck,
          m("soldOutOf", { name }),
        )}
      </div>
      <PhotoProblem
        kit={kit}
        itemId={item.id}
        name={name}
        step={upload?.step}
        error={photoError}
        onRetry={() => editor.photos.retry(item.id)}
      />
      {isOpen && (
        <div id={panelId} className={itemPanel}>
          <div className={grid2}>
            <TextPair
              kit={kit}
              id={item.id}
              field="name"
              values={item}
              onValue={(key, v) => set({ [key]: v })}
              label={(lang) => m(`name_${lang}`)}
              max={MENU_NAME_MAX}
              required
            />
          </div>
          {/* With sizes, they carry the prices: the item's own is kept in the draft, not shown. */}
          {!item.variants.length && (
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
          )}
          <VariantsEditor kit={kit} item={item} />
          <TagChips kit={kit} item={item} />
          <TextPair
            kit={kit}
            id={item.id}
            field="description"
            values={item}
            onValue={(key, v) => set({ [key]: v })}
            label={(lang) => m(`description_${lang}`)}
            max={MENU_DESCRIPTION_MAX}
            area
          />
          <PhotoRemove
            kit={kit}
            photo={photo}
            onRemove={() => editor.photos.remove(item.id)}
          />
          {flagToggle("hidden", m("hidden"), "menu-hidden-toggle")}
          <p className={css({ color: "muted", fontSize: "xs" })}>
            {editor.serverIds.has(item.id)
              ? m("switchSaved")
              : m("switchDraft")}
          </p>
          <div className={actions}>
            <ToolButton
              icon={ArrowUp}
              label={m("moveItemUp", { name })}
              id={`mv--1-${item.id}`}
              disabled={saving || first}
              onClick={() => {
                change((d) => edits.moveItem(d, item.id, -1));
                kit.refocus([`mv--1-${item.id}`, `mv-1-${item.id}`]);
              }}
            />
            <ToolButton
              icon={ArrowDown}
              label={m("moveItemDown", { name })}
              id={`mv-1-${item.id}`}
              disabled={saving || last}
              onClick={() => {
                change((d) => edits.moveItem(d, item.id, 1));
                kit.refocus([`mv-1-${item.id}`, `mv--1-${item.id}`]);
              }}
            />
            <ToolButton
              icon={Copy}
              label={m("duplicate", { name })}
              disabled={saving || full}
              onClick={() =>
                change((d) =>
                  edits.duplicateItem(d, item.id, (n) =>
                    m("copyOf", { name: n }),
                  ),
                )
              }
              data-testid="menu-item-duplicate"
            />
            <ToolButton
              icon={Trash2}
              label={m("remove", { name })}
              danger
              disabled={saving}
              onClick={() => {
                editor.photos.remove(item.id);
                change((d) => edits.removeItem(d, item.id));
              }}
              data-testid="menu-item-remove"
            />
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
