import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import type { ChartDatum } from './chart-datum';
import { summarize } from './chart-summary';
import { barChartHeight } from './chart-size';
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

/** One bar per datum, each in its datum's colour and value; horizontal so long labels stay readable on narrow screens. */
export default function HorizontalBarChart({
  title,
  data,
  valueName,
  formatValue,
  integers = false,
}: HorizontalBarChartProps) {
  const height = barChartHeight(data);
  // As wide as the longest label needs, up to a cap where it wraps, so narrow screens keep room for the bars.
  const longestLabel = Math.max(...data.map((datum) => datum.label.length));
  const labelWidth = Math.min(LABEL_AXIS_MAX_PX, longestLabel * LABEL_CHAR_PX + LABEL_AXIS_EXTRA_PX);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
      <BarChart
        data={data}
        layout="vertical"
        role="img"
        title={title}
        desc={summarize(data, formatValue)}
        accessibilityLayer={false}
        margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke={CHART_GRID} />
        <XAxis
          type="number"
          allowDecimals={!integers}
          tickFormatter={(value: number) => formatValue(value)}
          tick={{ fill: CHART_TEXT }}
          stroke={CHART_GRID}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={labelWidth}
          interval={0}
          tick={{ fontSize: 12, fill: CHART_TEXT }}
          stroke={CHART_GRID}
        />
        <Tooltip
          formatter={(value) => formatValue(Number(value))}
          cursor={{ fill: CHART_GRID, fillOpacity: 0.3 }}
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
            position="right"
            fill={CHART_LABEL}
            formatter={(value) => formatValue(Number(value))}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
