import { Fragment, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { BOARD_LIST_CLASS, BOARD_LIST_CSS_TEXT, BOARD_SCROLLER_CLASS } from './board-list-styles';
import { dropMarkOf, type DropMark } from './drop-index';
import { useCardsDrag, type DropHover } from './use-board-dnd';
import { useCardWindow } from './use-card-window';

/** What a drawn card needs from its list. */
export interface DrawnCardSlot {
  /** Its place in its column (from 0) among `count` cards. */
  index: number;
  count: number;
  /** Measures the card once drawn (its height places the cards below it). */
  measure: (node: HTMLElement | null) => void;
  dropMark: DropMark | null;
  /** Whether it may be dragged now. */
  draggable: boolean;
}

interface BoardCardListProps<Item> {
  /** The column's cards as shown, in order. */
  items: readonly Item[];
  /** Names a card; stable across renders. */
  idOf: (item: Item) => string;
  /** The element whose text names the column. */
  labelledBy: string;
  /** Whether the cards may be dragged, or which of them may now. */
  canDrag: boolean | ((item: Item) => boolean);
  /** Where a card dragged over the column would land (from its drop target). */
  hover: DropHover | null;
  /** The card that stays drawn however far the column scrolls: the one the keyboard or the Move menu is on. */
  pinned: string | null;
  /** A card to scroll into view as soon as it is among `items` (a card just added); then `onRevealed`. */
  reveal?: string | null;
  onRevealed?: () => void;
  /** Also given the scrolling element: a board whose drop target is the list itself connects it here. */
  scrollerRef?: (node: HTMLElement | null) => void;
  /**
   * Each drawn card: an `li` carrying `cardAttributes` (which the list's drag reads), in the list's flow,
   * measured by `slot.measure` as its ref.
   */
  renderCard: (item: Item, slot: DrawnCardSlot) => ReactNode;
  /** Shown in place of the cards when there are none. */
  empty: ReactNode;
  /**
   * The board's class for the scrolling element: the board sizes it (and styles the cards, `li[data-card-name]`
   * inside BOARD_LIST_CLASS) from its own styles.
   */
  className?: string;
}

/**
 * One column's cards, drawing only those in and near its visible part (and the pinned one), each at its place in
 * the whole column, with the drop line where a dragged card would land. The column scrolls as if every card
 * were drawn, and screen readers count the whole column (`cardAttributes`).
 */
export function BoardCardList<Item>({
  items,
  idOf,
  labelledBy,
  canDrag,
  hover,
  pinned,
  reveal = null,
  onRevealed,
  scrollerRef,
  renderCard,
  empty,
  className,
}: BoardCardListProps<Item>) {
  const scrollRef = useRef<HTMLElement | null>(null);
  const setScroller = useCallback(
    (node: HTMLElement | null) => {
      scrollRef.current = node;
      scrollerRef?.(node);
    },
    [scrollerRef],
  );
  const cardWindow = useCardWindow(items, idOf, scrollRef, pinned ?? reveal);
  const { scrollToIndex, spacers } = cardWindow;
  useEffect(() => {
    if (reveal === null) return;
    const index = items.findIndex((item) => idOf(item) === reveal);
    if (index < 0) return;
    scrollToIndex(index);
    onRevealed?.();
  }, [reveal, items, idOf, scrollToIndex, onRevealed]);
  const dropAt = hover ? dropMarkOf(items.map(idOf), hover) : null;
  const cardsDrag = useCardsDrag();

  return (
    <div ref={setScroller} className={className ? `${BOARD_SCROLLER_CLASS} ${className}` : BOARD_SCROLLER_CLASS}>
      {/* React puts it in the document's head, once however many lists are drawn. */}
      <style href="board-card-list-styles" precedence="medium">
        {BOARD_LIST_CSS_TEXT}
      </style>
      <ul
        className={BOARD_LIST_CLASS}
        aria-labelledby={labelledBy}
        ref={canDrag === false ? undefined : cardsDrag.connect}
        onDragStart={canDrag === false ? undefined : cardsDrag.onDragStart}
        data-drop-empty={dropAt === null && hover ? '' : undefined}
        // Space for the cards not drawn below the last drawn one, so the column scrolls as if every card were.
        style={{ paddingBlockEnd: spacers.after }}
      >
        {cardWindow.items.map((drawn, position) => {
          const item = items[drawn.index];
          if (item === undefined) return null;
          const id = idOf(item);
          const space = spacers.before[position] ?? 0;
          const card = renderCard(item, {
            index: drawn.index,
            count: items.length,
            measure: cardWindow.measure,
            dropMark: dropAt?.id === id ? dropAt.mark : null,
            draggable: typeof canDrag === 'boolean' ? canDrag : canDrag(item),
          });
          // Always a fragment, the spacer's place kept when there is none, so a card never remounts on a scroll.
          return (
            <Fragment key={id}>
              {space > 0 && <li aria-hidden="true" data-card-spacer="" style={{ height: space }} />}
              {card}
            </Fragment>
          );
        })}
        {items.length === 0 && empty}
      </ul>
    </div>
  );
}

/**
 * The attributes of a drawn card's `li`: its id and place, read by the drop target and the window, and its
 * place in the whole column for screen readers. Cards are memoised: they take a slot's fields one by one.
 */
export function cardAttributes(
  id: string,
  { index, count, dropMark, draggable }: Pick<DrawnCardSlot, 'index' | 'count' | 'dropMark' | 'draggable'>,
) {
  return {
    'data-card-name': id,
    'data-index': index,
    // The drag starts on the card (the list is the drag source: use-board-dnd).
    draggable: draggable || undefined,
    'data-drop': dropMark ?? undefined,
    'aria-posinset': index + 1,
    'aria-setsize': count,
  };
}
