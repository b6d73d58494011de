import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, RadialBar, RadialBarChart, Tooltip } from 'recharts';
import { CHART_GRID, seriesColor } from '@kits/components/charts/chart-theme';
import { ChartFrame, TICK, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { rowTotal, type CategoryChartProps } from '../model/series';
import { useCategoryFrame } from './category-frame';
import { ColorLegend } from './DrawnLegend';

export interface PolarOptions {
  /**
   * A nightingale rose: one series, a wedge per category in the category's colour, as long as its value.
   * Otherwise polar bars: a bar per category pointing outwards, its series stacked along it.
   */
  rose?: boolean;
}

/**
 * Categories around a circle, each bar (or wedge) reaching out as far as its value. Clockwise from the top;
 * counter-clockwise in a right-to-left page, as the page reads.
 */
export default function PolarSeriesChart({ title, data, options = {} }: CategoryChartProps<PolarOptions>) {
  const { formatValue, mirrored, surface } = useCategoryFrame(title, data);
  const colorOf = (index: number) => data.rows[index]?.color ?? seriesColor(index);
  // A rose's wedge takes its category's colour (`fill`), polar bars their series'.
  const rows = data.rows.map((row, index) => ({
    label: row.label,
    ...row.values,
    ...(options.rose ? { fill: colorOf(index) } : {}),
  }));
  const shown = options.rose ? data.series.slice(0, 1) : data.series;
  // The longest bar (its series stacked) reaches the edge.
  const maxTotal = Math.max(1, ...data.rows.map((row) => rowTotal(row, shown)));
  // The rose's legend names its categories (its colours), the polar bars' their series.
  const legendItems = options.rose
    ? data.rows.map((row, index) => ({ name: row.label, color: colorOf(index) }))
    : data.series.map((series) => ({ name: series.name, color: series.color }));
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <RadialBarChart
        data={rows}
        layout="centric"
        innerRadius={options.rose ? '8%' : '18%'}
        outerRadius={options.rose ? '80%' : '70%'}
        startAngle={90}
        endAngle={mirrored ? 450 : -270}
        barCategoryGap={options.rose ? 1 : '20%'}
        {...surface}
      >
        <PolarGrid stroke={CHART_GRID} gridType={options.rose ? 'circle' : 'polygon'} />
        {/* The rose's wedges are named by the legend, the polar bars' categories around the circle. */}
        <PolarAngleAxis dataKey="label" type="category" tick={options.rose ? false : TICK} stroke={CHART_GRID} />
        <PolarRadiusAxis type="number" domain={[0, maxTotal]} tick={false} axisLine={false} />
        {shown.map((series) => (
          <RadialBar
            key={series.key}
            dataKey={series.key}
            name={series.name}
            fill={options.rose ? undefined : series.color}
            stackId={options.rose ? undefined : 'stack'}
            isAnimationActive={false}
          />
        ))}
        <Tooltip {...tooltipProps(formatValue)} cursor={false} />
        <Legend verticalAlign="bottom" content={() => <ColorLegend items={legendItems} />} />
      </RadialBarChart>
    </ChartFrame>
  );
}
