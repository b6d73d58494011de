import { seriesColor } from '@kits/components/charts/chart-theme';
import type { CategoryData } from './series';

/**
 * One series' categories turned into one series each, holding only its own category's value: stacked, each bar
 * is drawn in its category's colour and the legend names the categories.
 */
export function categoriesAsSeries(data: CategoryData): CategoryData {
  const valueKey = data.series[0]?.key ?? '';
  const series = data.rows.map((row, index) => ({
    key: `c${index}`,
    name: row.label,
    color: row.color ?? seriesColor(index),
  }));
  return {
    ...data,
    series,
    rows: data.rows.map((row, index) => ({ ...row, values: { [`c${index}`]: row.values[valueKey] ?? 0 } })),
  };
}
