import { Bar, CartesianGrid, ComposedChart, ErrorBar, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_GRID, CHART_LABEL } from '@kits/components/charts/chart-theme';
import {
  ChartFrame,
  chartMargin,
  LEGEND_PROPS,
  surfaceProps,
  TICK,
  tooltipProps,
  useMirroredChart,
} from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import type { CategoryChartProps } from '../model/series';
import { summarizeCategories } from '../model/series-table';
import { formatterOf } from '../model/value-format';

const VALUE_AXIS_PX = 56;

/**
 * Columns with error bars: the first series is each category's value (a mean), the second how far it may be off
 * either way (a standard deviation). Mirrored like the column charts in a right-to-left page.
 */
export default function ErrorBarSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const formatValue = formatterOf(data.format);
  const mirrored = useMirroredChart();
  const [value, error] = data.series;
  if (!value || !error) return null;
  const rows = data.rows.map((row) => ({ label: row.label, ...row.values }));
  const describeRow = (shown: unknown, _name: unknown, item: { payload?: Record<string, number> }) => [
    `${formatValue(Number(shown))} ± ${formatValue(item.payload?.[error.key] ?? 0)}`,
    value.name,
  ];
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <ComposedChart
        data={rows}
        margin={chartMargin(mirrored, 16, 4)}
        {...surfaceProps(title, summarizeCategories(data, formatValue))}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_GRID} />
        <XAxis dataKey="label" type="category" tick={TICK} stroke={CHART_GRID} reversed={mirrored} />
        <YAxis
          type="number"
          tick={TICK}
          stroke={CHART_GRID}
          tickFormatter={formatValue}
          width={VALUE_AXIS_PX}
          orientation={mirrored ? 'right' : 'left'}
        />
        <Tooltip
          {...tooltipProps(formatValue)}
          formatter={describeRow}
          cursor={{ fill: CHART_GRID, fillOpacity: 0.3 }}
        />
        <Legend {...LEGEND_PROPS} />
        <Bar dataKey={value.key} name={value.name} fill={value.color} maxBarSize={40} isAnimationActive={false}>
          <ErrorBar
            dataKey={error.key}
            width={8}
            strokeWidth={1.5}
            stroke={CHART_LABEL}
            direction="y"
            isAnimationActive={false}
          />
        </Bar>
      </ComposedChart>
    </ChartFrame>
  );
}
