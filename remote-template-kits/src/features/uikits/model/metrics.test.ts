import { shareOf, trendOf } from './metrics';

test('a share is part over whole, and none when the whole is zero', () => {
  expect(shareOf(1, 4)).toBe(0.25);
  expect(shareOf(0, 4)).toBe(0);
  expect(shareOf(3, 0)).toBeNull();
});

test('the trend says which way a figure moved and by how much of the earlier one', () => {
  expect(trendOf(15, 10)).toEqual({ direction: 'up', change: 0.5 });
  expect(trendOf(5, 10)).toEqual({ direction: 'down', change: 0.5 });
  expect(trendOf(7, 7)).toEqual({ direction: 'flat', change: 0 });
  // From nothing, any rise has no percentage.
  expect(trendOf(4, 0)).toEqual({ direction: 'up', change: null });
  expect(trendOf(0, 0)).toEqual({ direction: 'flat', change: null });
});
