import type { ChartDatum } from './chart-datum';

/** A chart's numbers as rows and columns, already formatted: what its screen-reader table shows. */
export interface ChartTable {
  /** The label column's header, then one header per value column. */
  headers: readonly string[];
  rows: ReadonlyArray<{ label: string; cells: readonly string[] }>;
}

/** The table of a one-series chart: a label and a value per datum. */
export function datumTable(
  labelHeader: string,
  valueHeader: string,
  data: readonly ChartDatum[],
  formatValue: (value: number) => string,
): ChartTable {
  return {
    headers: [labelHeader, valueHeader],
    rows: data.map((datum) => ({ label: datum.label, cells: [formatValue(datum.value)] })),
  };
}
