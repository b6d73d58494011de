// Chart data as the table screen readers get, and as the one-sentence description of the drawing.
import type { ChartTable } from '@kits/components/charts/chart-table';
import { niceTicks } from './scale';
import type { CategoryData, PointData } from './series';

export function categoryTable(data: CategoryData, formatValue: (value: number) => string): ChartTable {
  return {
    headers: [
      data.categoryName,
      ...(data.groupName ? [data.groupName] : []),
      ...data.series.map((series) => series.name),
    ],
    rows: data.rows.map((row) => ({
      label: row.label,
      cells: [
        ...(data.groupName ? [row.group ?? ''] : []),
        ...data.series.map((series) => formatValue(row.values[series.key] ?? 0)),
      ],
    })),
  };
}

export function pointTable(data: PointData, formatValue: (value: number) => string): ChartTable {
  const headers = [data.xName, data.yName, ...(data.zName ? [data.zName] : [])];
  return {
    headers: ['Point', ...headers],
    rows: data.series.flatMap((series) =>
      series.points.map((point, index) => ({
        label: `${series.name} ${index + 1}`,
        cells: [point.x, point.y, ...(data.zName ? [point.z ?? 0] : [])].map(formatValue),
      })),
    ),
  };
}

/**
 * Many points as counts in a grid of round ranges: a row per range of x, a column per range of y, each cell how
 * many points fall in both (a point on a boundary counts in the range it starts).
 */
export function densityTable(data: PointData, formatValue: (value: number) => string): ChartTable {
  const points = data.series.flatMap((series) => series.points);
  const ranges = (values: number[]) => {
    const ticks = niceTicks(Math.min(...values), Math.max(...values), 4);
    return ticks.slice(0, -1).map((from, index) => [from, ticks[index + 1] ?? from] as const);
  };
  const xRanges = ranges(points.map((point) => point.x));
  const yRanges = ranges(points.map((point) => point.y));
  // The last range holds its upper end too.
  const inRange = (value: number, [from, to]: readonly [number, number], last: boolean) =>
    value >= from && (value < to || (last && value === to));
  const name = ([from, to]: readonly [number, number]) => `${formatValue(from)}–${formatValue(to)}`;
  return {
    headers: [data.xName, ...yRanges.map((range) => `${data.yName} ${name(range)}`)],
    rows: xRanges.map((xRange, xIndex) => ({
      label: name(xRange),
      cells: yRanges.map((yRange, yIndex) =>
        String(
          points.filter(
            (point) =>
              inRange(point.x, xRange, xIndex === xRanges.length - 1) &&
              inRange(point.y, yRange, yIndex === yRanges.length - 1),
          ).length,
        ),
      ),
    })),
  };
}

/** "Open: Tasks 12; Working: Tasks 5": what the SVG's description says. */
export function summarizeCategories(data: CategoryData, formatValue: (value: number) => string): string {
  return data.rows
    .map((row) => {
      const values = data.series.map((series) => `${series.name} ${formatValue(row.values[series.key] ?? 0)}`);
      return `${row.label}: ${values.join(', ')}`;
    })
    .join('; ');
}
