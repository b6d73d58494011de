import { rankAt, rankAtEnd } from './rank-placement';
import { compareRanks } from './rank';

/** `ranks` with `rank` at `index`: what the list looks like once the move is shown. */
const placed = (ranks: readonly (string | null)[], rank: string, index: number) => [
  ...ranks.slice(0, index),
  rank,
  ...ranks.slice(index),
];
const sorted = (ranks: readonly (string | null)[]) => [...ranks].sort(compareRanks);

describe('rankAt', () => {
  test('between its two new neighbours, or past the end it is put at', () => {
    expect(rankAt(['i0', 'i1', 'i2'], 1)).toEqual({ rank: 'i0i', index: 1 });
    expect(rankAt(['i0', 'i1'], 0)).toEqual({ rank: 'hz', index: 0 });
    expect(rankAt(['i0', 'i1'], 2)).toEqual({ rank: 'i2', index: 2 });
    expect(rankAt(['i0', 'i1'], 99)).toEqual({ rank: 'i2', index: 2 });
    expect(rankAt([], 0)).toEqual({ rank: 'i0', index: 0 });
    expect(rankAtEnd(['i0', 'i5'])).toBe('i6');
  });

  test('between two equal keys, the nearest place with room, and never a key equal to another', () => {
    const tied = ['i0', 'i1', 'i1', 'i1', 'i2'];
    const middle = rankAt(tied, 2);
    expect(middle.index).toBe(1);
    expect(tied).not.toContain(middle.rank);
    expect(sorted(placed(tied, middle.rank, middle.index))).toEqual(placed(tied, middle.rank, middle.index));
    expect(rankAt(['i0', 'i1', 'i1', 'i1', 'i1', 'i1', 'i2'], 5).index).toBe(6);
    expect(rankAt(['i0', 'i1', 'i1', 'i2'], 2)).toEqual({ rank: 'i1i', index: 3 });
  });

  test('items without a key sort first and take no key before them', () => {
    const ranks = [null, null, 'i0'];
    expect(rankAt(ranks, 0)).toEqual({ rank: 'hz', index: 2 });
    expect(rankAt([null, null], 1)).toEqual({ rank: 'i0', index: 2 });
  });

  test('a key typed by hand elsewhere bounds the place as it sorts', () => {
    const ranks = ['i0', 'i0X', 'i1'];
    const place = rankAt(ranks, 1);
    expect(sorted(placed(ranks, place.rank, place.index))).toEqual(placed(ranks, place.rank, place.index));
  });

  test('200 moves to the same place each land exactly there, no key repeated', () => {
    let ranks: string[] = ['i0', 'i1', 'i2'];
    for (let i = 0; i < 200; i += 1) {
      const place = rankAt(ranks, 1);
      expect(place.index).toBe(1);
      ranks = placed(ranks, place.rank, 1) as string[];
    }
    expect(sorted(ranks)).toEqual(ranks);
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(Math.max(...ranks.map((rank) => rank.length))).toBeLessThanOrEqual(45);
  });
});
