import { seriesColor } from '@kits/components/charts/chart-theme';
import type { CategoryData } from './series';

/** One mark per category (a funnel stage, a treemap tile): its label, its first-series value and its colour. */
export interface CategoryMark {
  name: string;
  value: number;
  fill: string;
}

/** The categories with their first series' value, the empty ones left out (they would draw nothing). */
export function firstSeriesMarks(data: CategoryData): CategoryMark[] {
  const valueKey = data.series[0]?.key ?? '';
  return data.rows
    .map((row, index) => ({ name: row.label, value: row.values[valueKey] ?? 0, fill: row.color ?? seriesColor(index) }))
    .filter((mark) => mark.value > 0);
}
