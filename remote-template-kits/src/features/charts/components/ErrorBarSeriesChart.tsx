import { Bar, CartesianGrid, ComposedChart, ErrorBar, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_LABEL } from '@kits/components/charts/chart-theme';
import { BAND_CURSOR, ChartFrame, GRID_PROPS, LEGEND_PROPS, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { chartRows, type CategoryChartProps } from '../model/series';
import { useCategoryFrame } from './category-frame';

const VALUE_AXIS_PX = 56;

/**
 * Columns with error bars: the first series is each category's value (a mean), the second how far it may be off
 * either way (a standard deviation). Mirrored like the column charts in a right-to-left page.
 */
export default function ErrorBarSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const frame = useCategoryFrame(title, data);
  const { formatValue } = frame;
  const [value, error] = data.series;
  if (!value || !error) return null;
  const describeRow = (shown: unknown, _name: unknown, item: { payload?: Record<string, number> }) => [
    `${formatValue(Number(shown))} ± ${formatValue(item.payload?.[error.key] ?? 0)}`,
    value.name,
  ];
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <ComposedChart data={chartRows(data)} margin={frame.margin} {...frame.surface}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...frame.categoryAxis} reversed={frame.mirrored} />
        <YAxis {...frame.valueAxis} {...frame.sideAxis} width={VALUE_AXIS_PX} />
        <Tooltip {...tooltipProps(formatValue)} formatter={describeRow} cursor={BAND_CURSOR} />
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
