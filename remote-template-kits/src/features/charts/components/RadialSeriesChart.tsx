import { Legend, PolarAngleAxis, RadialBar, RadialBarChart, Tooltip } from 'recharts';
import { CHART_GRID, seriesColor } from '@kits/components/charts/chart-theme';
import { ChartFrame, LEGEND_PROPS, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import type { CategoryChartProps } from '../model/series';
import { useCategoryFrame } from './category-frame';

export interface RadialOptions {
  /** A half circle (a gauge) instead of a full one. */
  half?: boolean;
  /** The value a full turn stands for (e.g. 100 for percentages); the largest value when absent. */
  max?: number;
}

/** One ring per category, its length the category's value (the first series), each in its category's colour. */
export default function RadialSeriesChart({ title, data, options = {} }: CategoryChartProps<RadialOptions>) {
  const { formatValue, surface } = useCategoryFrame(title, data);
  const valueKey = data.series[0]?.key ?? '';
  const rings = data.rows.map((row, index) => ({
    name: row.label,
    value: row.values[valueKey] ?? 0,
    fill: row.color ?? seriesColor(index),
  }));
  const max = options.max ?? Math.max(1, ...rings.map((ring) => ring.value));
  const [startAngle, endAngle] = options.half ? [180, 0] : [90, -270];
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <RadialBarChart
        data={rings}
        innerRadius="25%"
        outerRadius="95%"
        cy={options.half ? '75%' : '50%'}
        startAngle={startAngle}
        endAngle={endAngle}
        barSize={12}
        {...surface}
      >
        <PolarAngleAxis type="number" domain={[0, max]} tick={false} />
        <RadialBar dataKey="value" background={{ fill: CHART_GRID, fillOpacity: 0.5 }} cornerRadius={6} />
        <Tooltip {...tooltipProps(formatValue)} />
        <Legend {...LEGEND_PROPS} />
      </RadialBarChart>
    </ChartFrame>
  );
}
