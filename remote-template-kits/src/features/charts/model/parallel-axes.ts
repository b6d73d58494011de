// Parallel coordinates' layout: one vertical axis per measure, side by side, each scaled to its own values
// (rounded out to round ticks); each category a line across them.
import { linearScale, niceTicks } from './scale';
import type { CategoryData } from './series';

export interface ParallelAxis {
  key: string;
  name: string;
  /** Where the axis stands, in pixels from the left. */
  x: number;
  ticks: readonly number[];
  /** A value's height on this axis, in pixels from the top. */
  y: (value: number) => number;
}

export interface ParallelBox {
  width: number;
  top: number;
  bottom: number;
  /** Room at each side, for the end axes' labels. */
  inset: number;
  /** Right to left: the first measure's axis rightmost. */
  mirrored: boolean;
}

export function parallelAxes(data: CategoryData, box: ParallelBox): ParallelAxis[] {
  const count = data.series.length;
  const step = count > 1 ? (box.width - 2 * box.inset) / (count - 1) : 0;
  return data.series.map((series, index) => {
    const values = data.rows.map((row) => row.values[series.key] ?? 0);
    const ticks = niceTicks(Math.min(...values), Math.max(...values), 4);
    const position = box.mirrored ? count - 1 - index : index;
    return {
      key: series.key,
      name: series.name,
      x: count > 1 ? box.inset + position * step : box.width / 2,
      ticks,
      y: linearScale([ticks[0] ?? 0, ticks[ticks.length - 1] ?? 0], [box.bottom, box.top]),
    };
  });
}

/** The SVG path of a category's line through every axis. */
export function parallelLine(axes: readonly ParallelAxis[], values: Readonly<Record<string, number>>): string {
  return axes
    .map((axis, index) => `${index === 0 ? 'M' : 'L'}${axis.x.toFixed(1)},${axis.y(values[axis.key] ?? 0).toFixed(1)}`)
    .join('');
}
