// A column draws only the cards in and near its visible part: 2,000 cards drawn at once cost about a second of
// script, style and layout. The drawn cards stay in the list's normal flow, with space above, between and below
// them standing for the cards not drawn (`spacersOf`), so the browser places each card itself: nothing is read
// from the page while a board draws, and a card measured taller than guessed moves no other drawn card in React.
// The card the keyboard is on (and its neighbours) stays drawn wherever the column is scrolled, so the focus is
// never lost, Tab reaches the next card, and a card just moved by the Move menu can take the focus.
import {
  defaultRangeExtractor,
  elementScroll,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { useCallback, type RefObject } from 'react';

/** A card's usual height; the real one is reported by a ResizeObserver once the card is laid out. */
const CARD_ESTIMATE_PX = 96;
/** The space between cards (Chakra's spacing 2). */
export const CARD_GAP_PX = 8;
/** Cards drawn beyond each edge of the visible part, so a short scroll or Tab shows cards already there. */
const OVERSCAN = 6;
const estimateCard = () => CARD_ESTIMATE_PX;

type ColumnWindow = Virtualizer<HTMLElement, Element>;

/** A card's height, from the ResizeObserver (which reports after layout), else the one known or the guess. */
function cardSize(element: Element, entry: ResizeObserverEntry | undefined, instance: ColumnWindow) {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ?? CARD_ESTIMATE_PX
  );
}

/**
 * The column's visible size, from its ResizeObserver only. The library reads it as each column mounts, and each
 * read lays the page out again once the column before has drawn: 20 layouts for a 20-column board. Until the first
 * report, the column counts as tall as the window (`initialRect`).
 */
function observeColumnRect(instance: ColumnWindow, report: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return observeElementRect(instance, report);
  // Called after layout: reading the size then lays nothing out again.
  const observer = new ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

/** The columns scrolled by the library already. */
const scrolledOnce = new WeakSet<HTMLElement>();

/**
 * Scrolls a column, except for the library's first write as the column mounts, which puts the new column at the
 * top it is already at: a scroll write lays the page out, once per column again.
 */
const scrollColumn: typeof elementScroll<HTMLElement> = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !scrolledOnce.has(element)) {
    scrolledOnce.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

/** The space to leave before each drawn card (for the cards not drawn above it), and after the last one. */
export function spacersOf(drawn: readonly VirtualItem[], totalSize: number) {
  let end = 0;
  const before = drawn.map((item, position) => {
    // The list's gap also falls between a spacer and the cards beside it.
    const space = position === 0 ? item.start - CARD_GAP_PX : item.start - end - 2 * CARD_GAP_PX;
    end = item.end;
    return Math.max(0, space);
  });
  const last = drawn[drawn.length - 1];
  return { before, after: last ? Math.max(0, totalSize - last.end) : 0 };
}

/**
 * The cards of one column to draw: `items` in order, `idOf` naming each (stable across renders), `scrollRef` the
 * column's scrolling element, `pinned` the card that stays drawn.
 */
export function useCardWindow<Item>(
  items: readonly Item[],
  idOf: (item: Item) => string,
  scrollRef: RefObject<HTMLElement | null>,
  pinned: string | null,
) {
  const pinnedIndex = pinned === null ? -1 : items.findIndex((item) => idOf(item) === pinned);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const extra = [pinnedIndex - 1, pinnedIndex, pinnedIndex + 1].filter(
        (index) => pinnedIndex >= 0 && index >= 0 && index < range.count && !indexes.includes(index),
      );
      return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
    },
    [pinnedIndex],
  );
  // Keyed by card, so a card keeps its measured height when it moves.
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : idOf(item);
    },
    [items, idOf],
  );
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateCard,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    getItemKey,
    rangeExtractor,
    measureElement: cardSize,
    observeElementRect: observeColumnRect,
    scrollToFn: scrollColumn,
    // A column is never taller than the window: the first commit draws its first cards already, instead of
    // drawing none until the column has been measured.
    initialRect: { width: 0, height: window.innerHeight },
  });
  const drawn = virtualizer.getVirtualItems();
  return {
    items: drawn,
    spacers: spacersOf(drawn, virtualizer.getTotalSize()),
    measure: virtualizer.measureElement,
    scrollToIndex: virtualizer.scrollToIndex,
  };
}
