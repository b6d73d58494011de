// Chart data as the table screen readers get, and as the one-sentence description of the drawing.
import type { ChartTable } from '@kits/components/charts/chart-table';
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

/** "Open: Tasks 12; Working: Tasks 5": what the SVG's description says. */
export function summarizeCategories(data: CategoryData, formatValue: (value: number) => string): string {
  return data.rows
    .map((row) => {
      const values = data.series.map((series) => `${series.name} ${formatValue(row.values[series.key] ?? 0)}`);
      return `${row.label}: ${values.join(', ')}`;
    })
    .join('; ');
}
