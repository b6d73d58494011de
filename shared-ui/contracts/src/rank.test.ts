import { compareRanks, FIRST_RANK, isRank, rankBetween, ranksAfter } from './rank';

/** MariaDB's default collation, utf8mb4_unicode_ci: case and accents ignored, digits before letters. */
const siteCollation = new Intl.Collator('und', { sensitivity: 'base' });

const inCodeUnitOrder = (keys: readonly string[]) => [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** 50 keys each put before the first, 50 each put after the last, 50 each put just after the first. */
function keysOfManyMoves(): string[] {
  const keys = [FIRST_RANK];
  for (let i = 0; i < 50; i += 1) keys.unshift(rankBetween(null, keys[0] ?? null));
  for (let i = 0; i < 50; i += 1) keys.push(rankBetween(keys[keys.length - 1] ?? null, null));
  for (let i = 0; i < 50; i += 1) keys.splice(1, 0, rankBetween(keys[0] ?? null, keys[1] ?? null));
  return keys;
}

describe('rankBetween', () => {
  test('a key strictly between its neighbours, or past the one end given', () => {
    expect(rankBetween(null, null)).toBe('i0');
    expect(rankBetween('i0', null)).toBe('i1');
    expect(rankBetween(null, 'i0')).toBe('hz');
    expect(rankBetween('i0', 'i1')).toBe('i0i');
    expect(rankBetween('i0', 'i0i')).toBe('i09');
    expect(rankBetween('iz', null)).toBe('j00');
    expect(rankBetween(null, 'h0')).toBe('gzz');
  });

  test('refuses neighbours out of order, equal, or not keys', () => {
    expect(() => rankBetween('i1', 'i0')).toThrow(RangeError);
    expect(() => rankBetween('i1', 'i1')).toThrow(RangeError);
    expect(() => rankBetween('A0', null)).toThrow(RangeError);
    expect(() => rankBetween('i10', null)).toThrow(RangeError);
    expect(() => rankBetween('', null)).toThrow(RangeError);
  });

  test('keys made by many moves sort the same by code unit, in SQLite and under a case-insensitive collation', () => {
    const keys = keysOfManyMoves();
    expect(keys.every(isRank)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(inCodeUnitOrder(keys)).toEqual(keys);
    expect([...keys].sort(siteCollation.compare)).toEqual(keys);
    expect(keys.every((key) => key === key.toLowerCase())).toBe(true);
  });

  test('2,000 cards added at either end keep keys of four characters', () => {
    const appended = ranksAfter(null, 2000);
    expect(inCodeUnitOrder(appended)).toEqual(appended);
    expect(Math.max(...appended.map((key) => key.length))).toBe(4);
    let first = FIRST_RANK;
    for (let i = 0; i < 2000; i += 1) {
      const before = rankBetween(null, first);
      expect(before < first).toBe(true);
      first = before;
    }
    expect(first.length).toBe(4);
  });

  test('inserts at one same spot grow a key by about one character per five', () => {
    const low = 'i0';
    let high = 'i1';
    for (let i = 0; i < 200; i += 1) {
      const middle = rankBetween(low, high);
      expect(low < middle && middle < high).toBe(true);
      high = middle;
    }
    expect(high.length).toBeLessThanOrEqual(2 + Math.ceil(200 / 5));
  });
});

test('compareRanks puts a missing key first and otherwise compares by code unit', () => {
  expect(compareRanks(null, 'i0')).toBeLessThan(0);
  expect(compareRanks(undefined, '')).toBe(0);
  expect(compareRanks('i0', 'hz')).toBeGreaterThan(0);
  expect(compareRanks('i0', 'i0')).toBe(0);
});
