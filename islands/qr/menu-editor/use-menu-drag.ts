import {
  closestCenter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type Modifier,
  type Over,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useEffect, useRef, useState } from "react";
import { formatNumber } from "../../../locales/format";
import { menuName } from "../../../shared/menu";
import { edits, type MenuDraft } from "../menu-draft";
import type { EditorKit } from "./helpers";

/**
 * Dragging items and sections into a new order, with @dnd-kit. What can be dragged says what it
 * is in its `data` (`DragData`): an item (within its section or into another one), a section
 * (among the sections), or the drop area of an empty section's items.
 *
 * While a drag is on, the editor draws `view`, a copy of the draft in which an item dragged into
 * another section already sits there (so the other section opens a gap for it). Only the drop
 * changes the draft itself, in one step, like the up and down buttons; a cancelled drag (Escape)
 * leaves it as it was. (A drop far from the list lands at the nearest place: the nearest row is
 * always the one the drag is "over".)
 *
 * How a drag starts, so that scrolling never starts one: only the handle starts a drag; with a
 * mouse after it has moved 5 px, with a finger after it has rested 250 ms on the handle (moving
 * more than 8 px before that is a scroll), and from the keyboard with Space or Enter on the
 * handle, then the arrow keys, then Space or Enter to drop (Escape cancels).
 */

export type DragData =
  | { type: "item"; sectionId: string; name: string }
  | { type: "section"; name: string }
  | { type: "list"; sectionId: string };

/** The id of the drop area of a section's items (used when the section has none). */
export const listDropId = (sectionId: string) => `list:${sectionId}`;

/** Sections and items move up and down only: a drag never slides sideways (in either direction). */
const onlyVertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const typeOf = (x: Active | Over | null | undefined) =>
  (x?.data.current as DragData | undefined)?.type;
const sectionOfItem = (d: MenuDraft, itemId: UniqueIdentifier) =>
  d.sections.find((s) => s.items.some((i) => i.id === itemId));

export function useMenuDrag(draft: MenuDraft, kit: EditorKit) {
  const { m, lang } = kit;
  const [preview, setPreview] = useState<MenuDraft | null>(null);
  const [dragging, setDragging] = useState<"item" | "section" | null>(null);
  const view = preview ?? draft;
  // The latest view, for the handlers and announcements that run between two renders.
  const latest = useRef(view);
  latest.current = view;
  // Just after an item went into another section the layout shifts under the pointer: for one
  // frame the item stays "over" itself, or it would bounce back and forth between the two.
  const movedAcross = useRef(false);
  // From the keyboard the entry then stays where it went until the next key: the sections'
  // boxes are measured again a moment after the layout shifts (longer on a busy phone), and until
  // then the old boxes would put it "over" the row it just passed and drop it one place lower.
  const heldByKeyboard = useRef(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => (movedAcross.current = false));
    return () => cancelAnimationFrame(frame);
  }, [preview]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: 250, tolerance: 8 },
    }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );

  /** An item lands on items (or an empty section), a section on sections: never one in the other. */
  const collisionDetection: CollisionDetection = (args) => {
    if (movedAcross.current || heldByKeyboard.current) return [{ id: args.active.id }];
    const type = typeOf(args.active);
    const droppableContainers = args.droppableContainers.filter((c) => {
      const t = (c.data.current as DragData | undefined)?.type;
      return type === "section"
        ? t === "section"
        : t === "item" || t === "list";
    });
    return closestCenter({ ...args, droppableContainers });
  };

  /** An item dragged over another section's item (or an empty section) moves into it at once. */
  function onDragOver({ active, over, activatorEvent }: DragOverEvent) {
    if (typeOf(active) !== "item" || !over) return;
    const current = latest.current;
    const from = sectionOfItem(current, active.id);
    const overData = over.data.current as DragData | undefined;
    const to =
      overData?.type === "list"
        ? current.sections.find((s) => s.id === overData.sectionId)
        : sectionOfItem(current, over.id);
    if (!from || !to || from.id === to.id) return;
    let index = to.items.findIndex((i) => i.id === over.id);
    if (index < 0) index = to.items.length;
    else if (activatorEvent instanceof KeyboardEvent) {
      // From the keyboard, like the up and down buttons: down into the next section puts it
      // first there, up into the previous one puts it last.
      if (current.sections.indexOf(to) < current.sections.indexOf(from))
        index += 1;
    } else {
      // Dropped on the lower half of an item: after it.
      const box = active.rect.current.translated;
      if (
        box &&
        box.top + box.height / 2 > over.rect.top + over.rect.height / 2
      )
        index += 1;
    }
    movedAcross.current = true;
    if (activatorEvent instanceof KeyboardEvent) {
      heldByKeyboard.current = true;
      // The next key (a move, a drop, Escape) lets the collisions decide again, before the
      // keyboard sensor acts on it.
      document.addEventListener("keydown", () => (heldByKeyboard.current = false), { once: true, capture: true });
    }
    const next = edits.placeItem(current, String(active.id), to.id, index);
    latest.current = next;
    setPreview(next);
  }

  /** Where the dragged entry ends up: its section and index, from the view and what it is over. */
  function landing(active: Active, over: Over) {
    const current = latest.current;
    if (typeOf(active) === "section") {
      const index = current.sections.findIndex((s) => s.id === over.id);
      return index < 0 ? null : { sectionId: null, index };
    }
    const section = sectionOfItem(current, active.id);
    if (!section) return null;
    const at = section.items.findIndex((i) => i.id === over.id);
    return {
      sectionId: section.id,
      index: at < 0 ? section.items.findIndex((i) => i.id === active.id) : at,
    };
  }

  function finish() {
    setPreview(null);
    setDragging(null);
    movedAcross.current = false;
    heldByKeyboard.current = false;
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const place = over ? landing(active, over) : null;
    finish();
    if (!place) return;
    const id = String(active.id);
    // Applied to the draft as it is now (a switch may have changed it during the drag).
    kit.change((d) =>
      place.sectionId === null
        ? edits.placeSection(d, id, place.index)
        : edits.placeItem(d, id, place.sectionId, place.index),
    );
  }

  // What a screen reader hears during a drag (the instructions are read on the handle).
  const n = (x: number) => formatNumber(x, lang);
  const sectionLabel = (d: MenuDraft, id: string) => {
    const at = d.sections.findIndex((s) => s.id === id);
    return (
      (at >= 0 && menuName(d.sections[at], lang)) ||
      m("sectionTitle", { n: n(at + 1) })
    );
  };
  // Where the last words said the entry was: a drag "over" the same place says nothing new.
  const spoken = useRef("");
  /** Where the dragged entry would land now: "section:index", and "«name» is at 2 of 5 …". */
  const placeOf = (active: Active, over: Over | null, key: string) => {
    const name =
      (active.data.current as { name?: string } | undefined)?.name ?? "";
    const d = latest.current;
    const place = over ? landing(active, over) : null;
    if (typeOf(active) === "section") {
      const index =
        place?.index ?? d.sections.findIndex((s) => s.id === active.id);
      return {
        at: `:${index}`,
        words: m(`drag.${key}Section`, {
          name,
          position: n(index + 1),
          total: n(d.sections.length),
        }),
      };
    }
    const section = sectionOfItem(d, active.id);
    const index =
      place?.index ?? section?.items.findIndex((i) => i.id === active.id) ?? 0;
    return {
      at: `${section?.id}:${index}`,
      words: m(`drag.${key}Item`, {
        name,
        position: n(index + 1),
        total: n(section?.items.length ?? 1),
        section: section ? sectionLabel(d, section.id) : "",
      }),
    };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const { at, words } = placeOf(active, null, "picked");
      spoken.current = at;
      return words;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return (spoken.current = ""), m("drag.outside");
      const { at, words } = placeOf(active, over, "over");
      if (at === spoken.current) return undefined;
      spoken.current = at;
      return words;
    },
    onDragEnd: ({ active, over }) =>
      over ? placeOf(active, over, "dropped").words : m("drag.cancelled"),
    onDragCancel: () => m("drag.cancelled"),
  };

  const contextProps: DndContextProps = {
    sensors,
    collisionDetection,
    modifiers: [onlyVertical],
    accessibility: {
      announcements,
      screenReaderInstructions: { draggable: m("drag.instructions") },
    },
    onDragStart: ({ active }) => {
      setPreview(draft);
      setDragging(typeOf(active) === "section" ? "section" : "item");
    },
    onDragOver,
    onDragEnd,
    onDragCancel: finish,
  };
  return { view, dragging, contextProps };
}
