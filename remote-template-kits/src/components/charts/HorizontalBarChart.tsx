import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type LabelProps,
} from 'recharts';
import type { ChartDatum } from './chart-datum';
import { summarize } from './chart-summary';
import { barChartHeight } from './chart-size';
import { BAND_CURSOR, ChartFrame, chartMargin, GRID_PROPS, useMirroredChart } from './chart-parts';
import { CHART_GRID, CHART_LABEL, CHART_TEXT, CHART_TOOLTIP_STYLE } from './chart-theme';

export interface HorizontalBarChartProps {
  /** The chart's accessible name. */
  title: string;
  data: readonly ChartDatum[];
  /** The series name, e.g. "Tasks". */
  valueName: string;
  formatValue: (value: number) => string;
  /** Whole numbers only on the value axis. */
  integers?: boolean;
}

const LABEL_AXIS_MAX_PX = 180;
// About a 12 px sans-serif character at its widest common run, plus the tick and its gap: a label that fits no
// longer loses its first letters to the chart's edge.
const LABEL_CHAR_PX = 7.5;
const LABEL_AXIS_EXTRA_PX = 24;

const LABEL_GAP_PX = 5;

/**
 * A bar's value, written past its end: on a mirrored chart its end is its left (Recharts draws the bar with a
 * negative width), and a bar of no length has its end at the axis, so the side is the page's, not the width's.
 */
function BarEndLabel({
  x,
  y,
  width,
  height,
  value,
  mirrored,
  formatValue,
}: LabelProps & { mirrored: boolean; formatValue: (value: number) => string }) {
  const end = Number(x ?? 0) + Number(width ?? 0);
  return (
    <text
      x={mirrored ? end - LABEL_GAP_PX : end + LABEL_GAP_PX}
      y={Number(y ?? 0) + Number(height ?? 0) / 2}
      textAnchor={mirrored ? 'end' : 'start'}
      dominantBaseline="central"
      fill={CHART_LABEL}
    >
      {formatValue(Number(value))}
    </text>
  );
}

/** One bar per datum, each in its datum's colour and value; horizontal so long labels stay readable on narrow screens. */
export default function HorizontalBarChart({
  title,
  data,
  valueName,
  formatValue,
  integers = false,
}: HorizontalBarChartProps) {
  const height = barChartHeight(data);
  const mirrored = useMirroredChart();
  // As wide as the longest label needs, up to a cap where it wraps, so narrow screens keep room for the bars.
  const longestLabel = Math.max(...data.map((datum) => datum.label.length));
  const labelWidth = Math.min(LABEL_AXIS_MAX_PX, longestLabel * LABEL_CHAR_PX + LABEL_AXIS_EXTRA_PX);
  return (
    <ChartFrame height={height}>
      <BarChart
        data={data}
        layout="vertical"
        role="img"
        title={title}
        desc={summarize(data, formatValue)}
        accessibilityLayer={false}
        // Room for the value written past each bar's end, and for the last letters of a long label.
        margin={{ ...chartMargin(mirrored, 48, 12), top: 4 }}
      >
        <CartesianGrid horizontal={false} {...GRID_PROPS} />
        <XAxis
          type="number"
          allowDecimals={!integers}
          tickFormatter={(value: number) => formatValue(value)}
          tick={{ fill: CHART_TEXT }}
          stroke={CHART_GRID}
          reversed={mirrored}
        />
        <YAxis
          orientation={mirrored ? 'right' : 'left'}
          type="category"
          dataKey="label"
          width={labelWidth}
          interval={0}
          tick={{ fontSize: 12, fill: CHART_TEXT }}
          stroke={CHART_GRID}
        />
        <Tooltip
          formatter={(value) => formatValue(Number(value))}
          cursor={BAND_CURSOR}
          contentStyle={CHART_TOOLTIP_STYLE}
        />
        <Bar
          dataKey="value"
          name={valueName}
          // Drawn at once: an animation restarts from nothing whenever the card is resized.
          isAnimationActive={false}
          shape={(props: BarShapeProps) => <Rectangle {...props} fill={data[props.index]?.color} />}
        >
          <LabelList
            dataKey="value"
            content={(props: LabelProps) => <BarEndLabel {...props} mirrored={mirrored} formatValue={formatValue} />}
          />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
