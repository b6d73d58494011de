import { Legend, Pie, PieChart, ResponsiveContainer, Tooltip, type LegendPayload } from 'recharts';
import type { ChartDatum } from './chart-datum';
import { summarize } from './chart-summary';
import { DONUT_HEIGHT_PX } from './chart-size';
import { CHART_SURFACE, CHART_TOOLTIP_STYLE } from './chart-theme';

interface DonutChartProps {
  /** The chart's accessible name. */
  title: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
}

/** Shares of a whole; empty slices are left out, the legend names every slice drawn. */
export default function DonutChart({ title, data, formatValue }: DonutChartProps) {
  // Recharts 3 colours each sector from its data item's `fill` (Cell is deprecated).
  const slices = data.filter((datum) => datum.value > 0).map((datum) => ({ ...datum, fill: datum.color }));
  // In the data's order (Low → Urgent), not Recharts' default alphabetical one.
  const legendOrder = (item: LegendPayload) => slices.findIndex((slice) => slice.label === item.value);
  return (
    <ResponsiveContainer
      width="100%"
      height={DONUT_HEIGHT_PX}
      initialDimension={{ width: 480, height: DONUT_HEIGHT_PX }}
    >
      <PieChart role="img" title={title} desc={summarize(slices, formatValue)} accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="label"
          innerRadius="55%"
          outerRadius="80%"
          paddingAngle={2}
          stroke={CHART_SURFACE}
        />
        <Tooltip formatter={(value) => formatValue(Number(value))} contentStyle={CHART_TOOLTIP_STYLE} />
        <Legend verticalAlign="bottom" itemSorter={legendOrder} />
      </PieChart>
    </ResponsiveContainer>
  );
}
