import { Label, Legend, Pie, PieChart, Tooltip, type LegendPayload, type PieLabelRenderProps } from 'recharts';
import type { ChartDatum } from './chart-datum';
import { summarize } from './chart-summary';
import { DONUT_HEIGHT_PX } from './chart-size';
import { ChartFrame, LEGEND_PROPS, surfaceProps, tooltipProps } from './chart-parts';
import { CHART_LABEL, CHART_SURFACE, CHART_TEXT } from './chart-theme';

/** A ring (the default), a full pie, or a half ring standing on its flat side. */
export type DonutVariant = 'donut' | 'pie' | 'half';

interface DonutChartProps {
  /** The chart's accessible name. */
  title: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
  variant?: DonutVariant;
  /** What the slices count ("tasks"): a ring then shows their total in its middle, with this under it. */
  totalLabel?: string;
}

const SHAPES: Record<DonutVariant, { innerRadius: string; outerRadius: string; cy: string; angles: [number, number] }> =
  {
    donut: { innerRadius: '55%', outerRadius: '80%', cy: '50%', angles: [0, 360] },
    pie: { innerRadius: '0%', outerRadius: '80%', cy: '50%', angles: [0, 360] },
    half: { innerRadius: '60%', outerRadius: '100%', cy: '80%', angles: [180, 0] },
  };

/** A slice's value beside it, in the text colour (a slice's own colour would fail contrast). */
function sliceValue(formatValue: (value: number) => string) {
  return function SliceValue({ x, y, textAnchor, value }: PieLabelRenderProps) {
    return (
      <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill={CHART_LABEL} fontSize={12}>
        {formatValue(Number(value))}
      </text>
    );
  };
}

/**
 * Shares of a whole, each slice with its value; empty slices are left out, the legend names every slice drawn.
 * Drawn at once, not animated: an animation restarts from nothing whenever the card is resized.
 */
export default function DonutChart({ title, data, formatValue, variant = 'donut', totalLabel }: DonutChartProps) {
  const shape = SHAPES[variant];
  // Recharts 3 colours each sector from its data item's `fill` (Cell is deprecated).
  const slices = data.filter((datum) => datum.value > 0).map((datum) => ({ ...datum, fill: datum.color }));
  // In the data's order (Low → Urgent), not Recharts' default alphabetical one.
  const legendOrder = (item: LegendPayload) => slices.findIndex((slice) => slice.label === item.value);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const showsTotal = totalLabel !== undefined && variant === 'donut';
  return (
    <ChartFrame height={DONUT_HEIGHT_PX}>
      <PieChart {...surfaceProps(title, summarize(slices, formatValue))}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="label"
          innerRadius={shape.innerRadius}
          outerRadius={shape.outerRadius}
          cy={shape.cy}
          startAngle={shape.angles[0]}
          endAngle={shape.angles[1]}
          paddingAngle={2}
          stroke={CHART_SURFACE}
          label={sliceValue(formatValue)}
          labelLine={{ stroke: CHART_TEXT }}
          isAnimationActive={false}
        >
          {showsTotal && (
            <Label position="center" dy={-8} fill={CHART_LABEL} fontSize={22} fontWeight={600}>
              {formatValue(total)}
            </Label>
          )}
          {showsTotal && (
            <Label position="center" dy={16} fill={CHART_TEXT} fontSize={12}>
              {totalLabel}
            </Label>
          )}
        </Pie>
        <Tooltip {...tooltipProps(formatValue)} />
        <Legend {...LEGEND_PROPS} itemSorter={legendOrder} />
      </PieChart>
    </ChartFrame>
  );
}
