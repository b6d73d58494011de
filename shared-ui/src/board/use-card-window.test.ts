import type { VirtualItem } from '@tanstack/react-virtual';
import { CARD_GAP_PX, spacersOf } from './use-card-window';

/** Cards of 100 px with the list's gap between them, as the window measures them. */
const card = (index: number): VirtualItem => {
  const start = index * (100 + CARD_GAP_PX);
  return { key: `c${index}`, index, start, end: start + 100, size: 100, lane: 0 };
};
const total = (count: number) => count * 100 + (count - 1) * CARD_GAP_PX;

test('the first drawn cards need no space above them, only the rest of the column below', () => {
  const drawn = [card(0), card(1), card(2)];
  expect(spacersOf(drawn, total(10))).toEqual({ before: [0, 0, 0], after: total(10) - card(2).end });
});

test('cards drawn lower down keep their place: the space above stands for the cards not drawn', () => {
  const drawn = [card(5), card(6)];
  const { before } = spacersOf(drawn, total(10));
  // The list lays out the spacer, a gap, then the card: the card lands where the window put it.
  expect((before[0] ?? 0) + CARD_GAP_PX).toBe(card(5).start);
  expect(before[1]).toBe(0);
});

test('a card kept drawn far from the others (the focused one) lands at its own place, after a spacer', () => {
  const drawn = [card(0), card(1), card(7)];
  const { before } = spacersOf(drawn, total(10));
  // After card 1: its gap, the spacer, a gap, then card 7.
  expect(card(1).end + CARD_GAP_PX + (before[2] ?? 0) + CARD_GAP_PX).toBe(card(7).start);
});
