// A column draws only the cards in and near its visible part: 2,000 cards drawn at once cost about a second of
// script, style and layout. Each drawn card is placed at its offset in the whole column and measured once drawn.
// The card the keyboard is on (and its neighbours) stays drawn wherever the column is scrolled, so the focus is
// never lost, Tab reaches the next card, and a card just moved by the Move menu can take the focus.
import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, type RefObject } from 'react';

/** A card's usual height; the real one is measured as soon as the card is drawn. */
const CARD_ESTIMATE_PX = 96;
/** The space between cards (Chakra's spacing 2). */
export const CARD_GAP_PX = 8;
/** Cards drawn beyond each edge of the visible part, so a short scroll or Tab shows cards already there. */
const OVERSCAN = 6;
const estimateCard = () => CARD_ESTIMATE_PX;

/**
 * A card's height: from the ResizeObserver (which reports after layout), else the one known. The library's
 * default reads each card's height as the card is attached, and every card attached in between (react-dnd
 * marks it draggable) makes that read lay the page out again: 70 layouts for one board. The drawn cards are
 * read together instead, once per commit (`measureDrawn`).
 */
function cardSize(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, Element>,
) {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ?? CARD_ESTIMATE_PX
  );
}

/**
 * Reads the heights of the drawn cards in view that are not measured yet, in one go (one layout), before the
 * browser paints them at guessed offsets. Cards measured before (a moved card keeps its size, keyed by card) and
 * cards drawn outside the view (the overscan) are left to the ResizeObserver, which reports after the next
 * layout: reading them here would make the browser lay the page out inside the commit, before a moved card is
 * even shown.
 */
function measureDrawn(virtualizer: Virtualizer<HTMLElement, Element>, list: HTMLElement | null) {
  if (!list) return;
  const top = virtualizer.scrollOffset ?? 0;
  const bottom = top + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const sizes: Array<[number, number]> = [];
  for (const card of list.querySelectorAll<HTMLElement>('[data-card-name]')) {
    if (virtualizer.itemSizeCache.has(card.dataset.cardName ?? '')) continue;
    const index = Number(card.dataset.index);
    const item = virtualizer.measurementsCache[index];
    if (item && (item.end < top || item.start > bottom)) continue;
    sizes.push([index, card.offsetHeight]);
  }
  for (const [index, size] of sizes) {
    if (size > 0) virtualizer.resizeItem(index, size);
  }
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
    // A column is never taller than the window: the first commit draws its first cards already, instead of
    // drawing none until the column has been measured.
    initialRect: { width: 0, height: window.innerHeight },
  });
  // After every commit: the cards it drew are laid out once, before the browser paints them.
  useLayoutEffect(() => measureDrawn(virtualizer, scrollRef.current));
  return {
    items: virtualizer.getVirtualItems(),
    totalSize: virtualizer.getTotalSize(),
    measure: virtualizer.measureElement,
    scrollToIndex: virtualizer.scrollToIndex,
  };
}
