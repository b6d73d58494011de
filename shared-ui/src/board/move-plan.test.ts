import { locateCard, planMove, stepTarget, toColumnEnd } from './move-plan';

interface Card {
  id: string;
  rank: string | null;
}
const keys = { idOf: (card: Card) => card.id, rankOf: (card: Card) => card.rank };
const card = (id: string, rank: string | null): Card => ({ id, rank });
const column = [card('A', 'i1'), card('B', 'i2'), card('C', 'i3')];

test('into another column: a rank between the new neighbours, and the place it lands', () => {
  expect(planMove('M', 'todo', { column: 'done', index: 1 }, column, keys)).toEqual({
    rank: 'i1i',
    place: 2,
    total: 4,
  });
  expect(planMove('M', 'todo', { column: 'done', index: 0 }, column, keys)?.rank).toBe('i0');
});

test('past the end lands after the last card; an empty column starts at the first rank', () => {
  expect(planMove('M', 'todo', toColumnEnd('done'), column, keys)).toEqual({ rank: 'i4', place: 4, total: 4 });
  expect(planMove('M', 'todo', { column: 'done', index: 3 }, [], keys)).toEqual({ rank: 'i0', place: 1, total: 1 });
});

test('within its column the index counts the other cards; staying in place is no move', () => {
  expect(planMove('A', 'done', { column: 'done', index: 0 }, column, keys)).toBeNull();
  expect(planMove('A', 'done', { column: 'done', index: 2 }, column, keys)).toEqual({
    rank: 'i4',
    place: 3,
    total: 3,
  });
  expect(planMove('C', 'done', { column: 'done', index: 0 }, column, keys)?.rank).toBe('i0');
});

test('between two cards of equal rank the card lands at the nearest place with room, and says where', () => {
  const tied = [card('A', 'i1'), card('B', 'i1')];
  expect(planMove('M', 'todo', { column: 'done', index: 1 }, tied, keys)).toEqual({
    rank: 'i2',
    place: 3,
    total: 3,
  });
});

test('a keyboard step: up and down within the column, left and right to the end of the next column', () => {
  const columns = ['todo', 'doing', 'done'];
  const middle = { column: 'doing', index: 1, count: 3 };
  expect(stepTarget(middle, 'up', columns)).toEqual({ column: 'doing', index: 0 });
  expect(stepTarget(middle, 'down', columns)).toEqual({ column: 'doing', index: 2 });
  expect(stepTarget(middle, 'left', columns)).toEqual(toColumnEnd('todo'));
  expect(stepTarget(middle, 'right', columns)).toEqual(toColumnEnd('done'));
  expect(stepTarget({ column: 'todo', index: 0, count: 1 }, 'up', columns)).toBeNull();
  expect(stepTarget({ column: 'todo', index: 0, count: 1 }, 'down', columns)).toBeNull();
  expect(stepTarget({ column: 'todo', index: 0, count: 1 }, 'left', columns)).toBeNull();
  expect(stepTarget({ column: 'done', index: 0, count: 1 }, 'right', columns)).toBeNull();
});

test("a card's place is its column and index", () => {
  const groups = new Map([
    ['todo', [card('A', null)]],
    ['done', column],
  ]);
  expect(locateCard(groups, 'B', keys.idOf)).toEqual({ column: 'done', index: 1, count: 3 });
  expect(locateCard(groups, 'Z', keys.idOf)).toBeNull();
});
