// How a count by status name is drawn, on the dashboards and the chart pages alike: each name with tasks, in the
// list's order, in its first board's colour (an ERPNext status's own for the others).
import { taskChartColor } from 'shared-ui';
import type { StatusNameTotal } from 'tessera-contracts';
import type { ChartDatum } from '@kits/components/charts/chart-datum';

export function statusNameChartData(byName: readonly StatusNameTotal[]): ChartDatum[] {
  return byName.map(({ name, count }) => ({
    label: name.label,
    value: count,
    color: name.color ?? taskChartColor(name.label),
  }));
}
