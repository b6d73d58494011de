import { BOARD_POSITION_STEP } from 'tessera-contracts';
import { MIN_POSITION_GAP, placeInColumn, positionBetween } from './board-position';

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

describe('placeInColumn', () => {
  it('puts the card alone at the midpoint of its neighbours, or a step past an end, when there is room', () => {
    expect(placeInColumn([1024, 0, 2048], 1)).toEqual({ start: 1, positions: [1536] });
    expect(placeInColumn([0, 1024], 0)).toEqual({ start: 0, positions: [0] });
    expect(placeInColumn([1024, 0], 1)).toEqual({ start: 1, positions: [2048] });
    expect(placeInColumn([0], 0)).toEqual({ start: 0, positions: [BOARD_POSITION_STEP] });
  });

  it('between two cards with the same position, spreads the fewest cards around it between their neighbours', () => {
    // A(1024) B(2048) [placed] C(2048) D(3072): B and C are equal, so B and the card share the gap after A.
    expect(placeInColumn([1024, 2048, 0, 2048, 3072], 2)).toEqual({
      start: 1,
      positions: [1024 + 1024 / 3, 1024 + 2048 / 3],
    });
    // Equal positions all along: the cards before it go a step apart before the first of the others.
    expect(placeInColumn([1024, 1024, 0, 1024, 1024], 2)).toEqual({ start: 0, positions: [-2048, -1024, 0] });
  });

  it('renumbers when no gap is left between the neighbours', () => {
    const tight = 1024 + MIN_POSITION_GAP;
    const placed = placeInColumn([0, 1024, 0, tight, 4096], 2);
    expect(placed.start).toBeGreaterThan(0);
    expect(placed.positions.length).toBeGreaterThan(1);
  });

  it('always leaves the column strictly increasing around the placed card, whatever the ties', () => {
    const cases: Array<[number[], number]> = [
      [[5, 5, 5, 5, 0, 5, 5, 5], 4],
      [[0, 5, 5, 5], 0],
      [[5, 5, 5, 0], 3],
      [[-3, 7, 7, 0, 7, 7, 7, 9, 9], 3],
      [[1, 1 + 1e-9, 0, 1 + 2e-9, 1 + 3e-9], 2],
    ];
    for (const [positions, index] of cases) {
      const { start, positions: spreadOut } = placeInColumn(positions, index);
      const after = [...positions];
      spreadOut.forEach((position, i) => (after[start + i] = position));
      for (let i = Math.max(1, start); i <= Math.min(after.length - 1, start + spreadOut.length); i += 1) {
        expect(after[i]! - after[i - 1]!).toBeGreaterThanOrEqual(MIN_POSITION_GAP);
      }
      expect(start).toBeLessThanOrEqual(index);
      expect(start + spreadOut.length).toBeGreaterThan(index);
    }
  });
});
