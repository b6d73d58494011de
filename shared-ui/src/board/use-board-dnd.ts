// react-dnd's drag source (a column's cards) and drop target (a column). The target computes the landing index from the
// pointer, so cards need no drop targets of their own: 2,000 cards register 2,000 handlers, not 4,000.
import { useCallback, useRef, useState, type DragEvent } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { drawnCards, dropIndex } from './drop-index';

export const BOARD_CARD = 'board-card';

/** What a dragged card carries: its id. */
export interface DraggedCard {
  id: string;
}

/**
 * A column's cards as one drag source: their list. A card is no source of its own: 2,000 cards would register
 * 2,000 sources and monitors, which was most of a big board's first drawing, and each is asked for its state at
 * every drag's start and end. `onDragStart` (on the list) notes the card the drag starts on, before react-dnd's
 * window listener begins the drag and asks for the item; that card is the drag image, and is marked
 * `data-dragging` on the element itself, so that starting and ending a drag redraw nothing. A card that may be
 * dragged is `draggable` itself: the browser starts a drag only on a draggable element, and names it as the
 * event's target.
 */
export function useCardsDrag() {
  const starting = useRef<HTMLElement | null>(null);
  const [, source, preview] = useDrag(
    () => ({
      type: BOARD_CARD,
      canDrag: () => starting.current !== null,
      item: (): DraggedCard => {
        const card = starting.current;
        card?.setAttribute('data-dragging', '');
        return { id: card?.dataset.cardName ?? '' };
      },
      end: () => {
        starting.current?.removeAttribute('data-dragging');
        starting.current = null;
        preview(null);
      },
    }),
    [],
  );
  const onDragStart = useCallback(
    (event: DragEvent) => {
      const card =
        event.target instanceof HTMLElement && event.target.draggable && event.target.dataset.cardName !== undefined
          ? event.target
          : null;
      starting.current = card;
      preview(card);
    },
    [preview],
  );
  const connect = useCallback((node: HTMLElement | null) => void source(node), [source]);
  return { connect, onDragStart };
}

/** Where a hovering card would land: its index among the column's other cards. */
export interface DropHover {
  id: string;
  index: number;
}

export interface ColumnDrop {
  /** Connects the drop target: an element the column's drawn cards are inside. */
  connect: (node: HTMLElement | null) => void;
  /** A card that may drop here is over it. */
  isOver: boolean;
  hover: DropHover | null;
}

/**
 * A column as a drop target. `onDrop(id, column, index)`: the card was dropped so as to land at `index` among the
 * column's other cards. `accepts(id, column)` says whether it may (a board with columns that take no card).
 */
export function useColumnDrop(
  column: string,
  onDrop: (id: string, column: string, index: number) => void,
  accepts?: (id: string, column: string) => boolean,
): ColumnDrop {
  const targetRef = useRef<HTMLElement | null>(null);
  const [hover, setHover] = useState<DropHover | null>(null);
  const indexAt = (item: DraggedCard, y: number | undefined) => {
    if (y === undefined) return Number.POSITIVE_INFINITY;
    const { cards, dragged } = drawnCards(targetRef.current, item.id);
    return dropIndex(cards, y, dragged);
  };
  const [isOver, drop] = useDrop(
    () => ({
      accept: BOARD_CARD,
      canDrop: (item: DraggedCard) => accepts?.(item.id, column) ?? true,
      hover: (item: DraggedCard, monitor) => {
        if (!monitor.canDrop()) return;
        const index = indexAt(item, monitor.getClientOffset()?.y);
        setHover((previous) =>
          previous?.id === item.id && previous.index === index ? previous : { id: item.id, index },
        );
      },
      drop: (item: DraggedCard, monitor) => {
        onDrop(item.id, column, indexAt(item, monitor.getClientOffset()?.y));
      },
      collect: (monitor) => monitor.isOver() && monitor.canDrop(),
    }),
    [column, onDrop, accepts],
  );
  const connect = useCallback(
    (node: HTMLElement | null) => {
      targetRef.current = node;
      drop(node);
    },
    [drop],
  );
  return { connect, isOver, hover: isOver ? hover : null };
}
