// Columns a person reorders by dragging their headers: an optional piece for a board whose columns have an order
// of their own (the scrum board). A column is its own drag source and its own drop target; the dropped column
// takes the place of the one it was dropped on, which the board turns into its write.
import { useDrag, useDrop } from 'react-dnd';

export const BOARD_COLUMN = 'board-column';

/** What a dragged column carries: its id. */
export interface DraggedColumn {
  id: string;
}

/** The column `id` dragged by its header: connect `handle` to the header, `preview` to the column drawn. */
export function useColumnDrag(id: string, enabled: boolean) {
  const [isDragging, handle, preview] = useDrag(
    () => ({
      type: BOARD_COLUMN,
      item: { id } satisfies DraggedColumn,
      canDrag: enabled,
      collect: (monitor) => monitor.isDragging(),
    }),
    [id, enabled],
  );
  return { isDragging, handle, preview };
}

/**
 * Column `column` as the place of a dragged column: `onPlace(id, column)` once another column is dropped on it.
 * `isOver` while one is over it.
 */
export function useColumnPlaceDrop(column: string, onPlace: (id: string, column: string) => void) {
  const [isOver, connect] = useDrop(
    () => ({
      accept: BOARD_COLUMN,
      canDrop: (item: DraggedColumn) => item.id !== column,
      drop: (item: DraggedColumn) => onPlace(item.id, column),
      collect: (monitor) => monitor.isOver() && monitor.canDrop(),
    }),
    [column, onPlace],
  );
  return { isOver, connect };
}
