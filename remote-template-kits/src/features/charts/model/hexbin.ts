// A hexbin's layout: points (in pixels) counted in the hexagons of a grid of pointy-topped hexagons of one
// radius, centred on (0, 0); only the hexagons holding points are kept.

export interface HexBin {
  /** The hexagon's centre, in pixels. */
  x: number;
  y: number;
  count: number;
}

const SQRT3 = Math.sqrt(3);

/** The centre of the hexagon that holds (x, y). */
function binOf(x: number, y: number, radius: number): { x: number; y: number } {
  const dx = radius * SQRT3;
  const dy = radius * 1.5;
  // Rows are `dy` apart, every odd row shifted half a hexagon; near a row's edge the next row's hexagon may be
  // the closer one.
  let row = Math.round(y / dy);
  let column = Math.round(x / dx - (row & 1) / 2);
  const nearest = (r: number, c: number) => ({ x: (c + (r & 1) / 2) * dx, y: r * dy });
  const distance = (centre: { x: number; y: number }) => (x - centre.x) ** 2 + (y - centre.y) ** 2;
  let best = nearest(row, column);
  for (const next of [row - 1, row + 1]) {
    for (const nextColumn of [Math.floor(x / dx - (next & 1) / 2), Math.ceil(x / dx - (next & 1) / 2)]) {
      const centre = nearest(next, nextColumn);
      if (distance(centre) < distance(best)) {
        best = centre;
        row = next;
        column = nextColumn;
      }
    }
  }
  return best;
}

/** The hexagons holding points, each with how many; in order of first use. */
export function hexbin(points: ReadonlyArray<{ x: number; y: number }>, radius: number): HexBin[] {
  const bins = new Map<string, HexBin>();
  for (const point of points) {
    const centre = binOf(point.x, point.y, radius);
    const key = `${centre.x.toFixed(3)},${centre.y.toFixed(3)}`;
    const bin = bins.get(key) ?? { ...centre, count: 0 };
    bin.count += 1;
    bins.set(key, bin);
  }
  return [...bins.values()];
}

/** The SVG path of a pointy-topped hexagon of `radius` around (0, 0). */
export function hexagonPath(radius: number): string {
  const corners = Array.from({ length: 6 }, (_, index) => {
    const angle = (index * Math.PI) / 3;
    return `${fixed(radius * Math.sin(angle))},${fixed(-radius * Math.cos(angle))}`;
  });
  return `M${corners.join('L')}Z`;
}

/** Two decimals, never "-0.00". */
const fixed = (value: number) => (Math.abs(value) < 0.005 ? 0 : value).toFixed(2);
