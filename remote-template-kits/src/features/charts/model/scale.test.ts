import { linearScale, niceTicks } from './scale';

test('a linear scale maps the domain onto the range, reversed ranges included', () => {
  const up = linearScale([0, 50], [200, 0]);
  expect([up(0), up(25), up(50)]).toEqual([200, 100, 0]);
  expect(linearScale([10, 10], [0, 100])(10)).toBe(50);
});

test('round ticks cover the values: steps of 1, 2 or 5 times a power of ten', () => {
  expect(niceTicks(3, 41, 4)).toEqual([0, 10, 20, 30, 40, 50]);
  expect(niceTicks(0, 14, 4)).toEqual([0, 5, 10, 15]);
  expect(niceTicks(0.1, 0.9, 4)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  expect(niceTicks(7, 7)).toEqual([7]);
});
