// Grouped task counts (one request, counted by the server) turned into chart data.
import type { TaskGroupCount, TaskGroupField } from '@kits/api/count-tasks-by';
import type { CategoryData, CategoryRow, Series } from './series';

/** The label of tasks whose grouped field is empty. */
export const NOT_SET = 'Not set';

/** How one grouped field becomes categories (or series). */
export interface Grouping<Field extends TaskGroupField> {
  field: Field;
  /** Its name in headers: "Status". */
  name: string;
  /** Values always shown, in this order, even at zero (statuses, priorities); others follow by count. */
  known?: readonly string[];
  colorOf: (label: string, index: number) => string;
}

const labelOf = (value: string | null) => value ?? NOT_SET;

function addTo(totals: Map<string, number>, label: string, count: number): void {
  totals.set(label, (totals.get(label) ?? 0) + count);
}

/** The known values first, then the others by count (largest first, then by name), the unset group last. */
export function orderLabels(totals: ReadonlyMap<string, number>, known: readonly string[] = []): string[] {
  const others = [...totals.keys()]
    .filter((label) => !known.includes(label) && label !== NOT_SET)
    .sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b));
  return [...known, ...others, ...(totals.has(NOT_SET) ? [NOT_SET] : [])];
}

/** One category per value of the grouping, one series of task counts. */
export function countsByOne<Field extends TaskGroupField>(
  groups: readonly TaskGroupCount<Field>[],
  grouping: Grouping<Field>,
  series: Series,
): CategoryData {
  const totals = new Map<string, number>();
  for (const group of groups) addTo(totals, labelOf(group.values[grouping.field]), group.count);
  const rows = orderLabels(totals, grouping.known).map((label, index): CategoryRow => ({
    label,
    color: grouping.colorOf(label, index),
    values: { [series.key]: totals.get(label) ?? 0 },
  }));
  return { categoryName: grouping.name, rows, series: [series], format: 'count' };
}

/**
 * One category per value of `byRow`, one series per value of `bySeries` (keys `s0`, `s1`…: a value such as
 * "Release 1.2" would read as a property path to the chart library).
 */
export function countsByTwo<Row extends TaskGroupField, Col extends TaskGroupField>(
  groups: readonly TaskGroupCount<Row | Col>[],
  byRow: Grouping<Row>,
  bySeries: Grouping<Col>,
): CategoryData {
  const rowTotals = new Map<string, number>();
  const seriesTotals = new Map<string, number>();
  const cells = new Map<string, Map<string, number>>();
  for (const group of groups) {
    const rowLabel = labelOf(group.values[byRow.field]);
    const seriesLabel = labelOf(group.values[bySeries.field]);
    addTo(rowTotals, rowLabel, group.count);
    addTo(seriesTotals, seriesLabel, group.count);
    const row = cells.get(rowLabel) ?? new Map<string, number>();
    addTo(row, seriesLabel, group.count);
    cells.set(rowLabel, row);
  }
  const series = orderLabels(seriesTotals, bySeries.known).map((label, index): Series => ({
    key: `s${index}`,
    name: label,
    color: bySeries.colorOf(label, index),
  }));
  const rows = orderLabels(rowTotals, byRow.known).map((label, index): CategoryRow => ({
    label,
    color: byRow.colorOf(label, index),
    values: Object.fromEntries(series.map((one) => [one.key, cells.get(label)?.get(one.name) ?? 0])),
  }));
  return { categoryName: byRow.name, rows, series, format: 'count' };
}
