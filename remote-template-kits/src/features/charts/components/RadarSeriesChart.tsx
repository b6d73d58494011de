import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts';
import { CHART_GRID } from '@kits/components/charts/chart-theme';
import { ChartFrame, LEGEND_PROPS, TICK, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { chartRows, type CategoryChartProps } from '../model/series';
import { useCategoryFrame } from './category-frame';

export interface RadarOptions {
  /** Outlines only, no fill. */
  outline?: boolean;
  markers?: boolean;
  /** A circular grid instead of a polygon. */
  circle?: boolean;
}

/** One spoke per category, one shape per series. */
export default function RadarSeriesChart({ title, data, options = {} }: CategoryChartProps<RadarOptions>) {
  const { formatValue, surface } = useCategoryFrame(title, data);
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <RadarChart data={chartRows(data)} outerRadius="70%" {...surface}>
        <PolarGrid stroke={CHART_GRID} gridType={options.circle ? 'circle' : 'polygon'} />
        <PolarAngleAxis dataKey="label" tick={TICK} />
        <PolarRadiusAxis tick={false} axisLine={false} />
        {data.series.map((series) => (
          <Radar
            key={series.key}
            dataKey={series.key}
            name={series.name}
            stroke={series.color}
            strokeWidth={2}
            fill={series.color}
            fillOpacity={options.outline ? 0 : 0.25}
            dot={options.markers ? { r: 3, fill: series.color } : false}
          />
        ))}
        <Tooltip {...tooltipProps(formatValue)} />
        <Legend {...LEGEND_PROPS} />
      </RadarChart>
    </ChartFrame>
  );
}
