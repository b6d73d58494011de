// A column draws only the cards in and near its visible part: 2,000 cards drawn at once cost about a second of
// script, style and layout. Each drawn card is placed at its offset in the whole column and measured once drawn.
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
} from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useReducer, useState, type RefObject } from 'react';

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
 * read together instead, once per commit (`measureCommitted`).
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

type ColumnWindow = Virtualizer<HTMLElement, Element>;
/** The columns' sizes to read in the next read pass, and where to report them. */
const toSize = new Map<HTMLElement, (rect: Rect) => void>();
/** The columns committed since the last read pass, with their lists. */
const toMeasure = new Map<ColumnWindow, HTMLElement>();
/** The column whose next commit runs the read pass. */
let passRunner: object | null = null;

/**
 * The column's visible size: read in the read pass, then reported by the ResizeObserver. The library reads it as
 * each column mounts, and every column's cards attached in between (react-dnd marks them draggable) make that
 * read lay the page out again: 20 layouts for a 20-column board.
 */
function observeColumnRect(instance: ColumnWindow, report: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return observeElementRect(instance, report);
  toSize.set(element, report);
  const observer = new ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => {
    toSize.delete(element);
    observer.disconnect();
  };
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

/**
 * The heights of the drawn cards in view that are not measured yet. Cards measured before (a moved card keeps its
 * size, keyed by card) and cards drawn outside the view (the overscan) are left to the ResizeObserver, which
 * reports after the next layout.
 */
function viewOf(virtualizer: ColumnWindow) {
  const top = virtualizer.scrollOffset ?? 0;
  return { top, bottom: top + (virtualizer.scrollRect?.height ?? window.innerHeight) };
}

/** Whether the column draws a card in view not measured yet, without reading the page. */
function hasNewCards(virtualizer: ColumnWindow) {
  const { top, bottom } = viewOf(virtualizer);
  return virtualizer
    .getVirtualItems()
    .some((item) => item.end >= top && item.start <= bottom && !virtualizer.itemSizeCache.has(item.key));
}

function readDrawn(virtualizer: ColumnWindow, list: HTMLElement) {
  const { top, bottom } = viewOf(virtualizer);
  const sizes: Array<[number, number]> = [];
  for (const card of list.querySelectorAll<HTMLElement>('[data-card-name]')) {
    if (virtualizer.itemSizeCache.has(card.dataset.cardName ?? '')) continue;
    const index = Number(card.dataset.index);
    const item = virtualizer.measurementsCache[index];
    if (item && (item.end < top || item.start > bottom)) continue;
    const size = card.offsetHeight;
    if (size > 0) sizes.push([index, size]);
  }
  return sizes;
}

/**
 * Reads every committed column's size and new cards in one go (one layout), then resizes them; the resized
 * columns are drawn again before the browser paints. Reporting a size only schedules a render, so nothing is
 * written between the reads.
 */
function readPass() {
  for (const [element, report] of toSize) {
    if (element.isConnected) report({ width: element.clientWidth, height: element.clientHeight });
  }
  toSize.clear();
  const read = [...toMeasure].flatMap(([virtualizer, list]) =>
    list.isConnected ? [[virtualizer, readDrawn(virtualizer, list)] as const] : [],
  );
  toMeasure.clear();
  for (const [virtualizer, sizes] of read) {
    for (const [index, size] of sizes) virtualizer.resizeItem(index, size);
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
    observeElementRect: observeColumnRect,
    scrollToFn: scrollColumn,
    // A column is never taller than the window: the first commit draws its first cards already, instead of
    // drawing none until the column has been measured.
    initialRect: { width: 0, height: window.innerHeight },
  });
  // The columns a commit drew are read together once all of them are attached: the first one asks to be drawn
  // again, which React does right after this commit, before the browser paints, and runs the read pass then.
  const [self] = useState(() => ({}));
  const [, askPass] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (passRunner === self) {
      passRunner = null;
      readPass();
      return;
    }
    const list = scrollRef.current;
    if (list && hasNewCards(virtualizer)) toMeasure.set(virtualizer, list);
    if (passRunner === null && (toMeasure.size > 0 || toSize.size > 0)) {
      passRunner = self;
      askPass();
    }
  });
  useLayoutEffect(
    () => () => {
      if (passRunner === self) passRunner = null;
    },
    [self],
  );
  return {
    items: virtualizer.getVirtualItems(),
    totalSize: virtualizer.getTotalSize(),
    measure: virtualizer.measureElement,
    scrollToIndex: virtualizer.scrollToIndex,
  };
}
