import { FrappeError } from '../../frappe/errors';
import { movedNextTo, placedNextTo, type ItemNames } from './placement';

const NAMES: ItemNames = { label: 'Todo', where: 'in the list' };
const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

function refusal(move: () => unknown): { excType: string; message: string } {
  try {
    move();
  } catch (error) {
    if (error instanceof FrappeError) return { excType: error.excType, message: error.message };
    throw error;
  }
  throw new Error('the move was not refused');
}

it('moves an item just before or just after another, up or down', () => {
  expect(ids(movedNextTo(items, 4, { beforeId: 2 }, NAMES))).toEqual([1, 4, 2, 3]);
  expect(ids(movedNextTo(items, 4, { afterId: 1 }, NAMES))).toEqual([1, 4, 2, 3]);
  expect(ids(movedNextTo(items, 1, { afterId: 3 }, NAMES))).toEqual([2, 3, 1, 4]);
  expect(ids(movedNextTo(items, 1, { beforeId: 4 }, NAMES))).toEqual([2, 3, 1, 4]);
  expect(ids(movedNextTo(items, 1, { beforeId: 2 }, NAMES))).toEqual([1, 2, 3, 4]);
  expect(ids(movedNextTo(items, 2, { afterId: 4 }, NAMES))).toEqual([1, 3, 4, 2]);
  expect(ids(items)).toEqual([1, 2, 3, 4]);
});

it('puts an item from elsewhere next to one of the list', () => {
  expect(ids(placedNextTo(items, { id: 9 }, { beforeId: 1 }, NAMES))).toEqual([9, 1, 2, 3, 4]);
  expect(ids(placedNextTo(items, { id: 9 }, { afterId: 4 }, NAMES))).toEqual([1, 2, 3, 4, 9]);
});

it('refuses a missing item (404), itself as its neighbour, and a neighbour that has gone (417, stale)', () => {
  expect(refusal(() => movedNextTo(items, 7, { beforeId: 1 }, NAMES))).toEqual({
    excType: 'DoesNotExistError',
    message: 'Todo 7 not found',
  });
  expect(refusal(() => movedNextTo(items, 2, { afterId: 2 }, NAMES))).toEqual({
    excType: 'ValidationError',
    message: 'Todo 2 cannot be placed next to itself',
  });
  expect(refusal(() => movedNextTo(items, 2, { afterId: 8 }, NAMES))).toEqual({
    excType: 'TimestampMismatchError',
    message: 'Todo 8 is no longer in the list, so todo 2 cannot be placed next to it. Reload and try again.',
  });
  expect(refusal(() => placedNextTo(items, { id: 9 }, { afterId: 8 }, { ...NAMES, staleMessage: 'Reload.' }))).toEqual({
    excType: 'TimestampMismatchError',
    message: 'Reload.',
  });
});
