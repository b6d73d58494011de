// The shapes every chart of this group draws from: values per category (bars, lines, areas, slices, spokes) or
// points (scatter, bubbles). A chart and its screen-reader table are both drawn from one of them.

/** One series: a column of values, drawn in one colour. */
export interface Series {
  /** The property of each row that holds this series' value. */
  key: string;
  name: string;
  /** A CSS colour from the theme's tokens. */
  color: string;
}

/** One category (a bar group, a point on a line, a slice): its label and a value per series key. */
export interface CategoryRow {
  label: string;
  /** The category's own colour, for charts that colour categories rather than series (slices, single bars). */
  color?: string;
  /** The larger category it belongs to (a project's space), for charts that nest categories (sunbursts). */
  group?: string;
  values: Readonly<Record<string, number>>;
}

/** How the values read: whole counts or numbers with one decimal. */
export type ValueFormat = 'count' | 'decimal';

export interface CategoryData {
  /** What the categories are, e.g. "Status": the label column's header. */
  categoryName: string;
  /** What the rows' groups are, e.g. "Space", where the rows have one. */
  groupName?: string;
  rows: readonly CategoryRow[];
  series: readonly Series[];
  format: ValueFormat;
}

export interface Point {
  x: number;
  y: number;
  /** The bubble size, where the chart has one. */
  z?: number;
}

export interface PointSeries {
  name: string;
  color: string;
  points: readonly Point[];
}

export interface PointData {
  xName: string;
  yName: string;
  /** Present for bubble charts. */
  zName?: string;
  series: readonly PointSeries[];
}

/** The total of a category over every series. */
export function rowTotal(row: CategoryRow, series: readonly Series[]): number {
  return series.reduce((sum, one) => sum + (row.values[one.key] ?? 0), 0);
}

/** The rows as the chart library takes them: each category's label beside its values. */
export function chartRows(data: CategoryData) {
  return data.rows.map((row) => ({ label: row.label, ...row.values }));
}

/** True when nothing would be drawn: no category has a value above zero. */
export function isEmptyData(data: CategoryData): boolean {
  return data.rows.every((row) => rowTotal(row, data.series) === 0);
}

/** What a category chart block takes: its accessible name, its data, and its kind's options. */
export interface CategoryChartProps<Options> {
  title: string;
  data: CategoryData;
  options?: Options;
}
