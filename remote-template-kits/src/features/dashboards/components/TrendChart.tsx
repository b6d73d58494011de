// The completion trend's drawing (loaded with the other charts' Recharts chunk): created as a dashed line, completed
// as a filled area, so the two differ by more than colour.
import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from 'shared-ui';
import {
  ChartFrame,
  chartMargin,
  LEGEND_PROPS,
  surfaceProps,
  TICK,
  tooltipProps,
  useMirroredChart,
} from '@kits/components/charts/chart-parts';
import { CHART_GRID } from '@kits/components/charts/chart-theme';
import type { TrendWeek } from '../model/completion-trend';
import { TREND_CHART_HEIGHT_PX, TREND_SERIES, trendSummary } from '../model/trend-chart';

const VALUE_AXIS_PX = 40;

export interface TrendChartProps {
  title: string;
  weeks: readonly TrendWeek[];
}

export default function TrendChart({ title, weeks }: TrendChartProps) {
  const mirrored = useMirroredChart();
  return (
    <ChartFrame height={TREND_CHART_HEIGHT_PX}>
      <ComposedChart
        data={[...weeks]}
        margin={chartMargin(mirrored, 16, 4)}
        {...surfaceProps(title, trendSummary(weeks))}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_GRID} />
        {/* Mirrored: the first week on the right, the values' axis on the right. */}
        <XAxis dataKey="label" type="category" tick={TICK} stroke={CHART_GRID} reversed={mirrored} />
        <YAxis
          type="number"
          allowDecimals={false}
          tick={TICK}
          stroke={CHART_GRID}
          tickFormatter={formatCount}
          orientation={mirrored ? 'right' : 'left'}
          width={VALUE_AXIS_PX}
        />
        <Tooltip {...tooltipProps(formatCount)} cursor={{ stroke: CHART_GRID }} />
        <Legend {...LEGEND_PROPS} />
        <Area
          dataKey={TREND_SERIES.completed.key}
          name={TREND_SERIES.completed.name}
          type="monotone"
          stroke={TREND_SERIES.completed.color}
          strokeWidth={2}
          fill={TREND_SERIES.completed.color}
          fillOpacity={0.2}
          isAnimationActive={false}
        />
        <Line
          dataKey={TREND_SERIES.created.key}
          name={TREND_SERIES.created.name}
          type="monotone"
          stroke={TREND_SERIES.created.color}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={{ r: 3, fill: TREND_SERIES.created.color }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
