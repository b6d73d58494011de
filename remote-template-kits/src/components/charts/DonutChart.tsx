import { Legend, Pie, PieChart, Tooltip, type LegendPayload } from 'recharts';
import type { ChartDatum } from './chart-datum';
import { summarize } from './chart-summary';
import { DONUT_HEIGHT_PX } from './chart-size';
import { ChartFrame, LEGEND_PROPS, surfaceProps, tooltipProps } from './chart-parts';
import { CHART_SURFACE } from './chart-theme';

/** A ring (the default), a full pie, or a half ring standing on its flat side. */
export type DonutVariant = 'donut' | 'pie' | 'half';

interface DonutChartProps {
  /** The chart's accessible name. */
  title: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
  variant?: DonutVariant;
}

const SHAPES: Record<DonutVariant, { innerRadius: string; outerRadius: string; cy: string; angles: [number, number] }> =
  {
    donut: { innerRadius: '55%', outerRadius: '80%', cy: '50%', angles: [0, 360] },
    pie: { innerRadius: '0%', outerRadius: '80%', cy: '50%', angles: [0, 360] },
    half: { innerRadius: '60%', outerRadius: '100%', cy: '80%', angles: [180, 0] },
  };

/** Shares of a whole; empty slices are left out, the legend names every slice drawn. */
export default function DonutChart({ title, data, formatValue, variant = 'donut' }: DonutChartProps) {
  const shape = SHAPES[variant];
  // Recharts 3 colours each sector from its data item's `fill` (Cell is deprecated).
  const slices = data.filter((datum) => datum.value > 0).map((datum) => ({ ...datum, fill: datum.color }));
  // In the data's order (Low → Urgent), not Recharts' default alphabetical one.
  const legendOrder = (item: LegendPayload) => slices.findIndex((slice) => slice.label === item.value);
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
        />
        <Tooltip {...tooltipProps(formatValue)} />
        <Legend {...LEGEND_PROPS} itemSorter={legendOrder} />
      </PieChart>
    </ChartFrame>
  );
}
