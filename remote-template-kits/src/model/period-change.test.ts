import { percentChange } from './percent-change';
import { comparedWindows, withinWindow } from './period-windows';

test('percent change, and none to compare with after an empty period', () => {
  expect(percentChange(15, 10)).toBe(50);
  expect(percentChange(5, 10)).toBe(-50);
  expect(percentChange(0, 0)).toBe(0);
  expect(percentChange(3, 0)).toBeNull();
});

test('this week against last week: seven days each, back to back', () => {
  expect(comparedWindows('2026-03-10', 7)).toEqual({
    current: { from: '2026-03-04', to: '2026-03-10' },
    previous: { from: '2026-02-25', to: '2026-03-03' },
  });
  // Up to the day after, not "between": get_count would end a datetime's window at its last day's midnight.
  expect(withinWindow('creation', { from: '2026-03-04', to: '2026-03-10' })).toEqual([
    ['creation', 'is', 'set'],
    ['creation', '>=', '2026-03-04'],
    ['creation', '<', '2026-03-11'],
  ]);
});
