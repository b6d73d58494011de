// react-dnd's drag source (a card) and drop target (a column's list). The target computes the landing index
// from the pointer, so cards need no drop targets of their own: 2,000 cards register 2,000 handlers, not 4,000.
import { useRef, useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { drawnCards, dropIndex } from './drop-index';

const CARD = 'kanban-card';

interface CardItem {
  name: string;
}

export function useCardDrag(name: string, enabled: boolean) {
  const [isDragging, drag] = useDrag(
    () => ({ type: CARD, item: { name }, canDrag: enabled, collect: (monitor) => monitor.isDragging() }),
    [name, enabled],
  );
  return { isDragging, drag };
}

/** Where a hovering card would land: its index among the column's other cards. */
export interface DropHover {
  card: string;
  index: number;
}

/** `onDrop(card, index)`: the card was dropped so as to land at `index` among the column's other cards. */
export function useColumnDrop(onDrop: (card: string, index: number) => void) {
  const listRef = useRef<HTMLElement | null>(null);
  const [hover, setHover] = useState<DropHover | null>(null);
  const indexAt = (item: CardItem, y: number | undefined) => {
    if (y === undefined) return Number.POSITIVE_INFINITY;
    const { cards, dragged } = drawnCards(listRef.current, item.name);
    return dropIndex(cards, y, dragged);
  };
  const [isOver, drop] = useDrop(
    () => ({
      accept: CARD,
      hover: (item: CardItem, monitor) => {
        const index = indexAt(item, monitor.getClientOffset()?.y);
        setHover((previous) =>
          previous?.card === item.name && previous.index === index ? previous : { card: item.name, index },
        );
      },
      drop: (item: CardItem, monitor) => {
        onDrop(item.name, indexAt(item, monitor.getClientOffset()?.y));
      },
      collect: (monitor) => monitor.isOver() && monitor.canDrop(),
    }),
    [onDrop],
  );
  const setList = (node: HTMLElement | null) => {
    listRef.current = node;
    drop(node);
  };
  return { setList, isOver, hover: isOver ? hover : null };
}
