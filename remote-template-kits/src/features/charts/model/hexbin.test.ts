import { hexagonPath, hexbin } from './hexbin';

const R = 10;
const DX = R * Math.sqrt(3);
const DY = R * 1.5;

test('points near a hexagon centre are counted in it; odd rows are shifted half a hexagon', () => {
  const bins = hexbin(
    [
      { x: 0, y: 0 },
      { x: 3, y: -2 },
      { x: DX + 1, y: 1 },
      { x: DX / 2, y: DY },
    ],
    R,
  );
  expect(bins.map(({ x, y, count }) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10, count])).toEqual([
    [0, 0, 2],
    [Math.round(DX * 10) / 10, 0, 1],
    [Math.round((DX / 2) * 10) / 10, DY, 1],
  ]);
});

test('a point between rows goes to the nearer hexagon of the next row', () => {
  // Just below the corner between (0, 0) and (DX, 0): nearer the odd row's hexagon at (DX / 2, DY).
  const [bin] = hexbin([{ x: DX / 2, y: R * 0.6 }], R);
  expect([bin?.x, bin?.y]).toEqual([DX / 2, DY]);
  const [above] = hexbin([{ x: DX / 2, y: R * 0.4 }], R);
  expect(above?.y).toBe(0);
});

test('every point is counted once, in the hexagon whose centre is nearest', () => {
  const points = Array.from({ length: 200 }, (_, index) => ({ x: (index * 37) % 97, y: (index * 53) % 89 }));
  const bins = hexbin(points, R);
  expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(200);
  for (const point of points) {
    const distances = bins.map((bin) => Math.hypot(point.x - bin.x, point.y - bin.y));
    expect(Math.min(...distances)).toBeLessThanOrEqual(R + 1e-9);
  }
});

test('a pointy-topped hexagon path', () => {
  expect(hexagonPath(10)).toBe('M0.00,-10.00L8.66,-5.00L8.66,5.00L0.00,10.00L-8.66,5.00L-8.66,-5.00Z');
});
