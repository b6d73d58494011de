import { Area, AreaChart, Brush, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { parseFrappeDate } from 'shared-ui';
import { CHART_GRID, CHART_SURFACE, CHART_TEXT } from '@kits/components/charts/chart-theme';
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
import { formatterOf } from '../model/value-format';

const VALUE_AXIS_PX = 40;
const BRUSH_PX = 36;
// The range first shown: the last quarter of the series.
const FIRST_SHOWN_SHARE = 0.25;
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** "Nov 16" for a row labelled with its date; other labels as they are. */
function dayLabel(label: unknown): string {
  const date = parseFrappeDate(String(label));
  return date ? dayFormat.format(date) : String(label);
}

/**
 * A time series (rows in time order) as areas, with a range selector under it: dragging its handles (or moving
 * them with the arrow keys) picks the stretch drawn above. In a right-to-left page time runs leftwards, the
 * selector's too.
 */
export default function BrushSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const formatValue = formatterOf(data.format);
  const mirrored = useMirroredChart();
  const inOrder = data.rows.map((row) => ({ label: row.label, ...row.values }));
  // The selector runs left to right over the rows: mirrored, the rows are given newest first.
  const rows = mirrored ? [...inOrder].reverse() : inOrder;
  const shownCount = Math.max(2, Math.round(rows.length * FIRST_SHOWN_SHARE));
  const [startIndex, endIndex] = mirrored ? [0, shownCount - 1] : [rows.length - shownCount, rows.length - 1];
  const totals = data.series.map(
    (series) => `${series.name} ${formatValue(data.rows.reduce((sum, row) => sum + (row.values[series.key] ?? 0), 0))}`,
  );
  const first = data.rows[0]?.label ?? '';
  const last = data.rows[data.rows.length - 1]?.label ?? '';
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <AreaChart
        data={rows}
        margin={chartMargin(mirrored, 16, 4)}
        {...surfaceProps(title, `${dayLabel(first)} to ${dayLabel(last)}: ${totals.join(', ')}`)}
        // A group, not an image: an image's parts are hidden from screen readers, and the selector's handles are
        // controls of their own.
        role="group"
      >
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_GRID} />
        <XAxis dataKey="label" tick={TICK} stroke={CHART_GRID} tickFormatter={dayLabel} minTickGap={16} />
        <YAxis
          tick={TICK}
          stroke={CHART_GRID}
          tickFormatter={formatValue}
          width={VALUE_AXIS_PX}
          allowDecimals={false}
          orientation={mirrored ? 'right' : 'left'}
        />
        <Tooltip {...tooltipProps(formatValue)} labelFormatter={dayLabel} />
        <Legend {...LEGEND_PROPS} verticalAlign="top" />
        {data.series.map((series) => (
          <Area
            key={series.key}
            dataKey={series.key}
            name={series.name}
            type="monotone"
            stroke={series.color}
            fill={series.color}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        ))}
        <Brush
          dataKey="label"
          height={BRUSH_PX}
          startIndex={startIndex}
          endIndex={endIndex}
          tickFormatter={dayLabel}
          stroke={CHART_TEXT}
          fill={CHART_SURFACE}
          travellerWidth={10}
        />
      </AreaChart>
    </ChartFrame>
  );
}
