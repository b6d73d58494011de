import { BOARD_POSITION_STEP } from 'tessera-contracts';
import { positionBetween } from './board-position';

it('takes the midpoint between two cards', () => {
  expect(positionBetween(1024, 2048)).toBe(1536);
  expect(positionBetween(1, 2)).toBe(1.5);
});

it('goes a step past the last card or before the first one, and starts an empty column at one step', () => {
  expect(positionBetween(4096, null)).toBe(4096 + BOARD_POSITION_STEP);
  expect(positionBetween(undefined, 1024)).toBe(1024 - BOARD_POSITION_STEP);
  expect(positionBetween(null, null)).toBe(BOARD_POSITION_STEP);
});

it('keeps order after many moves into the same gap', () => {
  let low = 0;
  const high = 1024;
  for (let i = 0; i < 40; i += 1) {
    const next = positionBetween(low, high);
    expect(next).toBeGreaterThan(low);
    expect(next).toBeLessThan(high);
    low = next;
  }
});
