import { selectedShown, selectionState, toggleAll, toggleOne } from './selection';

const shown = [4, 7, 9];

it('ticks and unticks one message', () => {
  const one = toggleOne(new Set(), 7);
  expect([...one]).toEqual([7]);
  expect([...toggleOne(one, 7)]).toEqual([]);
});

it('"select all" ticks every shown message, and unticks them once they all are', () => {
  const all = toggleAll(new Set([7]), shown);
  expect(selectionState(all, shown)).toBe('all');
  expect(selectionState(toggleAll(all, shown), shown)).toBe('none');
});

it('says none, some or all of the shown messages are ticked, ignoring those no longer shown', () => {
  expect(selectionState(new Set(), shown)).toBe('none');
  expect(selectionState(new Set([9]), shown)).toBe('some');
  expect(selectionState(new Set([4, 7, 9, 12]), shown)).toBe('all');
  // 12 was deleted or left the page: it does not count.
  expect(selectionState(new Set([12]), shown)).toBe('none');
  expect(selectedShown(new Set([12, 9, 4]), shown)).toEqual([4, 9]);
});

it('an empty page is never "all" selected', () => {
  expect(selectionState(new Set([1]), [])).toBe('none');
  expect([...toggleAll(new Set(), [])]).toEqual([]);
});
