import { Bar, BarChart, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_SURFACE, seriesColor } from '@kits/components/charts/chart-theme';
import { ChartFrame, tooltipProps } from '@kits/components/charts/chart-parts';
import { categoryRowsHeight } from '@kits/components/charts/chart-size';
import type { CategoryChartProps } from '../model/series';
import { useCategoryFrame } from './category-frame';

const LABEL_CHAR_PX = 9;
// The palest cell still shows against the card; the fullest is the colour itself.
const MIN_OPACITY = 0.08;

/**
 * A heatmap: a row per category, a column per series, each cell as dark as its value. Drawn as equal bars stacked
 * along each row, so it mirrors like the bar charts in a right-to-left page (rows named on the right).
 */
export default function HeatmapSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const frame = useCategoryFrame(title, data);
  const { formatValue } = frame;
  const max = Math.max(1, ...data.rows.flatMap((row) => data.series.map((series) => row.values[series.key] ?? 0)));
  // Every cell one unit wide; its value is kept beside it for the tooltip.
  const rows = data.rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(
      data.series.flatMap((series) => [
        [series.key, 1],
        [`${series.key}:value`, row.values[series.key] ?? 0],
      ]),
    ),
  }));
  const columnTicks = data.series.map((_, index) => index + 0.5);
  const labelWidth = Math.max(...data.rows.map((row) => row.label.length)) * LABEL_CHAR_PX + 16;
  const color = seriesColor(0);
  return (
    <ChartFrame height={categoryRowsHeight(data.rows.length)}>
      <BarChart data={rows} layout="vertical" barCategoryGap={1} margin={frame.margin} {...frame.surface}>
        <XAxis
          {...frame.valueAxis}
          domain={[0, data.series.length]}
          ticks={columnTicks}
          interval="preserveStartEnd"
          tickFormatter={(tick: number) => data.series[Math.floor(tick)]?.name ?? ''}
          reversed={frame.mirrored}
        />
        <YAxis {...frame.categoryAxis} {...frame.sideAxis} width={labelWidth} interval={0} />
        <Tooltip
          {...tooltipProps(formatValue)}
          formatter={(
            _value: unknown,
            name: unknown,
            item: { dataKey?: unknown; payload?: Record<string, number> },
          ) => [formatValue(item.payload?.[`${String(item.dataKey)}:value`] ?? 0), String(name)]}
          cursor={false}
        />
        {data.series.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.name}
            stackId="cells"
            stroke={CHART_SURFACE}
            isAnimationActive={false}
          >
            {data.rows.map((row) => (
              <Cell
                key={row.label}
                fill={color}
                fillOpacity={MIN_OPACITY + (1 - MIN_OPACITY) * ((row.values[series.key] ?? 0) / max)}
              />
            ))}
          </Bar>
        ))}
      </BarChart>
    </ChartFrame>
  );
}
