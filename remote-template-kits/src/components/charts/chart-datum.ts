/** One bar or slice of a chart, and one row of its table. */
export interface ChartDatum {
  label: string;
  value: number;
  /** A CSS colour, read from the theme's tokens. */
  color: string;
}
