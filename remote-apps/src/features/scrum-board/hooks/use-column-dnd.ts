// react-dnd for one column: the column dragged by its header; its cards dragged from its list, which is the one
// drag source for all of them (a card is no source of its own: 2,000 cards would register 2,000 sources, each
// asked for its state at every drag's start and end); and the column as the drop target of both, which finds
// a dropped card's place from the pointer.
import { useRef, type DragEvent } from 'react';
import { useDrag, useDrop, type ConnectDragSource } from 'react-dnd';
import type { ScrumCard } from 'tessera-contracts';
import { DRAG, type CardDragItem, type ColumnDragItem } from '../components/drag-items';

/** The column itself, dragged by its header: the header to connect, the column to show, and whether it is. */
export function useColumnDrag(columnId: number) {
  const [{ dragging }, handle, preview] = useDrag({
    type: DRAG.column,
    item: (): ColumnDragItem => ({ columnId }),
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  return { handle, preview, dragging };
}

/**
 * The column's cards, dragged from its list: `list` connects the list; `onDragStart` (on the list) notes which
 * card the drag starts on, before react-dnd's window listener begins the drag and asks for the item. The card
 * is what follows the pointer, and is marked `data-dragging` while it is dragged: on the element itself, so
 * that starting and ending a drag redraw nothing.
 */
export function useCardsDrag(): { list: ConnectDragSource; onDragStart: (event: DragEvent) => void } {
  const starting = useRef<HTMLElement | null>(null);
  const [, list, preview] = useDrag({
    type: DRAG.card,
    canDrag: () => starting.current !== null,
    item: (): CardDragItem => {
      const card = starting.current;
      card?.setAttribute('data-dragging', '');
      return { cardId: Number(card?.dataset.cardId) };
    },
    end: () => {
      starting.current?.removeAttribute('data-dragging');
      starting.current = null;
      preview(null);
    },
  });
  const onDragStart = (event: DragEvent) => {
    const card = event.target instanceof Element ? event.target.closest<HTMLElement>('li[data-card-id]') : null;
    starting.current = card;
    preview(card);
  };
  return { list, onDragStart };
}

/**
 * Where a card dropped at `y` goes in `list`: before the first card whose middle is below it, or at the end
 * (null). Reads the cards' layout.
 */
function dropIndex(list: HTMLElement | null, y: number): number | null {
  if (!list) return null;
  const cards = list.querySelectorAll<HTMLElement>(':scope > li[data-card-id]');
  for (const [index, card] of Array.from(cards).entries()) {
    const box = card.getBoundingClientRect();
    if (y < box.top + box.height / 2) return index;
  }
  return null;
}

interface ColumnDropOptions {
  /** The column's cards, in order, and how many of them are drawn. */
  cards: readonly ScrumCard[];
  shown: number;
  /** A card dropped here, to go at `index` (the end when null) as the list is once the card has left its place. */
  onCard: (cardId: number, index: number | null) => void;
  /** A column dropped here. */
  onColumn: (columnId: number) => void;
}

/** Where the last hover found a card's place, and what that depended on. */
interface PlaceFound {
  y: number;
  scrollY: number;
  cards: readonly ScrumCard[];
  shown: number;
  index: number | null;
}

/**
 * The column as a drop target for cards and columns. A card's place is found from the pointer as it hovers,
 * and found again only when the pointer, the page's scroll or the drawn cards have changed since: the drop
 * itself (react-dnd hovers once more at the drop's point, then drops) reads no layout.
 */
export function useColumnDrop({ cards, shown, onCard, onColumn }: ColumnDropOptions) {
  const listRef = useRef<HTMLElement | null>(null);
  const found = useRef<PlaceFound | null>(null);
  const placeAt = (y: number): number | null => {
    const last = found.current;
    const { scrollY } = window;
    if (last && last.y === y && last.scrollY === scrollY && last.cards === cards && last.shown === shown) {
      return last.index;
    }
    const index = dropIndex(listRef.current, y);
    found.current = { y, scrollY, cards, shown, index };
    return index;
  };
  const [{ cardOver, columnOver }, target] = useDrop({
    accept: [DRAG.card, DRAG.column],
    hover: (item: CardDragItem | ColumnDragItem, monitor) => {
      const pointer = monitor.getClientOffset();
      if ('cardId' in item && pointer) placeAt(pointer.y);
    },
    drop: (item: CardDragItem | ColumnDragItem, monitor) => {
      if (!('cardId' in item)) {
        onColumn(item.columnId);
        return;
      }
      const pointer = monitor.getClientOffset();
      const at = pointer ? placeAt(pointer.y) : null;
      found.current = null;
      // Dropped below its own place in this column: the gap it leaves moves the place up by one.
      const from = cards.findIndex((card) => card.id === item.cardId);
      onCard(item.cardId, at !== null && from >= 0 && from < at ? at - 1 : at);
    },
    collect: (monitor) => ({
      cardOver: monitor.isOver() && monitor.getItemType() === DRAG.card,
      columnOver: monitor.isOver() && monitor.getItemType() === DRAG.column,
    }),
  });
  return { target, listRef, cardOver, columnOver };
}
