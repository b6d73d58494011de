import { CartesianGrid, Legend, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts';
import { CHART_GRID } from '@kits/components/charts/chart-theme';
import {
  ChartFrame,
  chartMargin,
  GRID_PROPS,
  LEGEND_PROPS,
  surfaceProps,
  TICK,
  tooltipProps,
  useMirroredChart,
} from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import type { PointData } from '../model/series';
import { formatterOf } from '../model/value-format';

export interface ScatterOptions {
  /** Each series in its own shape as well as its colour. */
  shapes?: boolean;
  /** The points of each series joined by a line, in order. */
  joined?: boolean;
}

interface ScatterSeriesChartProps {
  title: string;
  data: PointData;
  options?: ScatterOptions;
}

const SHAPES = ['circle', 'triangle', 'square', 'diamond', 'star', 'cross', 'wye'] as const;
const formatValue = formatterOf('decimal');

function describe(data: PointData): string {
  return data.series.map((series) => `${series.name}: ${series.points.length} points`).join('; ');
}

/** Points by two measures, one colour per series; with a third measure (`zName`) each point is a bubble. */
export default function ScatterSeriesChart({ title, data, options = {} }: ScatterSeriesChartProps) {
  const mirrored = useMirroredChart();
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <ScatterChart margin={chartMargin(mirrored, 16, 4)} {...surfaceProps(title, describe(data))}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis type="number" dataKey="x" name={data.xName} tick={TICK} stroke={CHART_GRID} reversed={mirrored} />
        <YAxis
          type="number"
          dataKey="y"
          name={data.yName}
          tick={TICK}
          stroke={CHART_GRID}
          width={56}
          orientation={mirrored ? 'right' : 'left'}
        />
        {data.zName && <ZAxis type="number" dataKey="z" name={data.zName} range={[60, 600]} />}
        <Tooltip {...tooltipProps(formatValue)} cursor={{ strokeDasharray: '3 3', stroke: CHART_GRID }} />
        <Legend {...LEGEND_PROPS} />
        {data.series.map((series, index) => (
          <Scatter
            key={series.name}
            name={series.name}
            data={[...series.points]}
            fill={series.color}
            fillOpacity={data.zName ? 0.6 : 1}
            shape={options.shapes ? SHAPES[index % SHAPES.length] : 'circle'}
            line={options.joined ? { stroke: series.color } : false}
          />
        ))}
      </ScatterChart>
    </ChartFrame>
  );
}
