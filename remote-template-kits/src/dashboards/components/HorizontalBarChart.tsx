import { Bar, BarChart, CartesianGrid, LabelList, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import type { ChartDatum } from '../task-counts';
import { summarize } from './chart-summary';

interface HorizontalBarChartProps {
  /** The chart's accessible name. */
  title: string;
  data: readonly ChartDatum[];
  /** The series name, e.g. "Tasks". */
  valueName: string;
  formatValue: (value: number) => string;
  /** Whole numbers only on the value axis. */
  integers?: boolean;
}

const BAR_ROW_PX = 36;
const AXIS_PX = 40;
const LABEL_AXIS_MAX_PX = 160;
const LABEL_CHAR_PX = 7;

/** One bar per datum, each in its datum's colour; horizontal so long labels stay readable on narrow screens. */
export function HorizontalBarChart({ title, data, valueName, formatValue, integers = false }: HorizontalBarChartProps) {
  const height = data.length * BAR_ROW_PX + AXIS_PX;
  // As wide as the longest label needs, up to a cap where it wraps, so narrow screens keep room for the bars.
  const labelWidth = Math.min(LABEL_AXIS_MAX_PX, Math.max(...data.map((datum) => datum.label.length)) * LABEL_CHAR_PX + 16);
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
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={!integers} tickFormatter={(value: number) => formatValue(value)} />
        <YAxis type="category" dataKey="label" width={labelWidth} interval={0} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value) => formatValue(Number(value))} cursor={{ fillOpacity: 0.1 }} />
        <Bar
          dataKey="value"
          name={valueName}
          shape={(props: BarShapeProps) => <Rectangle {...props} fill={data[props.index]?.color} />}
        >
          <LabelList dataKey="value" position="right" formatter={(value) => formatValue(Number(value))} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
