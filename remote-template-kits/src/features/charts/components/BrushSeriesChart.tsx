import { Area, AreaChart, Brush, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { parseFrappeDate } from 'shared-ui';
import { CHART_SURFACE, CHART_TEXT } from '@kits/components/charts/chart-theme';
import { ChartFrame, GRID_PROPS, LEGEND_PROPS, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { chartRows, type CategoryChartProps, type CategoryData } from '../model/series';
import { useCategoryFrame } from './category-frame';

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

/** The first and last days drawn, and each series' total over them. */
function summarizeDays(data: CategoryData, formatValue: (value: number) => string): string {
  const totals = data.series.map(
    (series) => `${series.name} ${formatValue(data.rows.reduce((sum, row) => sum + (row.values[series.key] ?? 0), 0))}`,
  );
  const first = data.rows[0]?.label ?? '';
  const last = data.rows[data.rows.length - 1]?.label ?? '';
  return `${dayLabel(first)} to ${dayLabel(last)}: ${totals.join(', ')}`;
}

/**
 * A time series (rows in time order) as areas, with a range selector under it: dragging its handles (or moving
 * them with the arrow keys) picks the stretch drawn above. In a right-to-left page time runs leftwards, the
 * selector's too.
 */
export default function BrushSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const frame = useCategoryFrame(title, data, summarizeDays);
  const { mirrored } = frame;
  const inOrder = chartRows(data);
  // The selector runs left to right over the rows: mirrored, the rows are given newest first.
  const rows = mirrored ? [...inOrder].reverse() : inOrder;
  const shownCount = Math.max(2, Math.round(rows.length * FIRST_SHOWN_SHARE));
  const [startIndex, endIndex] = mirrored ? [0, shownCount - 1] : [rows.length - shownCount, rows.length - 1];
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <AreaChart
        data={rows}
        margin={frame.margin}
        {...frame.surface}
        // A group, not an image: an image's parts are hidden from screen readers, and the selector's handles are
        // controls of their own.
        role="group"
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...frame.categoryAxis} tickFormatter={dayLabel} minTickGap={16} />
        <YAxis {...frame.valueAxis} {...frame.sideAxis} width={VALUE_AXIS_PX} allowDecimals={false} />
        <Tooltip {...tooltipProps(frame.formatValue)} labelFormatter={dayLabel} />
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
