import type { ChartDatum } from './chart-datum';

/** A chart's data in one sentence, for the SVG's description. */
export function summarize(data: readonly ChartDatum[], formatValue: (value: number) => string): string {
  return data.map((datum) => `${datum.label}: ${formatValue(datum.value)}`).join(', ');
}
