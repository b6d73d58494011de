import { normaliseRotation, outputSize, rotatedBounds } from './crop-geometry';

test('a quarter turn swaps the sides; an eighth turn holds the diagonal box', () => {
  expect(rotatedBounds(1200, 800, 90)).toEqual({ width: 800, height: 1200 });
  expect(rotatedBounds(1200, 800, 0)).toEqual({ width: 1200, height: 800 });
  expect(rotatedBounds(100, 100, 45)).toEqual({ width: 141, height: 141 });
});

test('a fixed ratio gives a file of exactly that ratio, even from a crop a pixel off', () => {
  expect(outputSize({ x: 10, y: 5, width: 601, height: 600 }, 1, 2000)).toEqual({ width: 601, height: 601 });
  expect(outputSize({ x: 0, y: 0, width: 1600, height: 901 }, 16 / 9, 800)).toEqual({ width: 800, height: 450 });
  expect(outputSize({ x: 0, y: 0, width: 400, height: 300 }, 4 / 3, 2000)).toEqual({ width: 400, height: 300 });
});

test('a free crop keeps its own sides, scaled down to the longest side allowed', () => {
  expect(outputSize({ x: 0, y: 0, width: 300, height: 120 }, null, 2000)).toEqual({ width: 300, height: 120 });
  expect(outputSize({ x: 0, y: 0, width: 3000, height: 1000 }, null, 1500)).toEqual({ width: 1500, height: 500 });
  expect(outputSize({ x: 0, y: 0, width: 0.2, height: 0.2 }, null, 1500)).toEqual({ width: 1, height: 1 });
});

test('turns stay between -180 and 180 degrees', () => {
  expect(normaliseRotation(270)).toBe(-90);
  expect(normaliseRotation(-270)).toBe(90);
  expect(normaliseRotation(180)).toBe(180);
  expect(normaliseRotation(-180)).toBe(180);
  expect(normaliseRotation(45)).toBe(45);
});
