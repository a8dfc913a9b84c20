import type { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { dragHandle } from "./styles";

/** Where a dragged row (an item or a section) is drawn while it moves, and how it glides back into place. */
export const sortableStyle = (sortable: ReturnType<typeof useSortable>) => ({
  transform: CSS.Translate.toString(sortable.transform),
  transition: sortable.transition,
});

/**
 * The handle that drags a row (an item or a section): a real button, so it is reached with Tab and
 * named for screen readers ("Drag «…» to reorder"); @dnd-kit adds its keyboard and pointer
 * listeners and points `aria-describedby` at the instructions it reads out.
 */
export function DragHandle(props: {
  sortable: ReturnType<typeof useSortable>;
  label: string;
  disabled: boolean;
  testId: string;
}) {
  const { sortable, label } = props;
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={dragHandle}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      title={label}
      disabled={props.disabled}
      data-testid={props.testId}
    >
      <GripVertical size={20} aria-hidden />
    </button>
  );
}
