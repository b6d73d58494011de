import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_GRID } from '@kits/components/charts/chart-theme';
import type { CategoryChartProps, Series } from '../model/series';
import { categoriesAsSeries } from '../model/categories-as-series';
import { summarizeCategories } from '../model/series-table';
import { formatPercent } from 'shared-ui';
import {
  ChartFrame,
  chartMargin,
  LEGEND_PROPS,
  surfaceProps,
  TICK,
  tooltipProps,
  useMirroredChart,
} from '@kits/components/charts/chart-parts';
import { formatterOf } from '../model/value-format';
import { CHART_HEIGHT_PX, COMPACT_HEIGHT_PX } from '@kits/components/charts/chart-size';

export type Mark = 'bar' | 'line' | 'area';

export interface CartesianOptions {
  /** How the series are drawn: one mark for all, or one per series in order. */
  draw?: Mark | readonly Mark[];
  stacked?: boolean;
  /** Stacked to 100 %: each category's share per series. */
  percent?: boolean;
  /** Bars along the horizontal axis, categories down the side (long labels stay readable). */
  horizontal?: boolean;
  curve?: 'monotone' | 'linear' | 'step';
  /** A dot on every value of a line or area. */
  markers?: boolean;
  /** Every line after the first dashed, so series differ by more than colour. */
  dashed?: boolean;
  /** One series drawn as one bar per category, each in its category's colour, the legend naming them. */
  colorByCategory?: boolean;
  /** Bars touching, as a histogram's bins. */
  histogram?: boolean;
  /** A spark line: no axes nor grid, a small height. */
  compact?: boolean;
}

const LABEL_CHAR_PX = 9;
const LABEL_AXIS_MAX_PX = 150;
const VALUE_AXIS_PX = 56;

function markOf(draw: CartesianOptions['draw'], index: number): Mark {
  if (draw === undefined) return 'bar';
  return typeof draw === 'string' ? draw : (draw[index] ?? 'bar');
}

/** Bars, lines and areas over categories, in any mix, stacked, to 100 % or side by side. */
export default function CartesianSeriesChart({ title, data, options = {} }: CategoryChartProps<CartesianOptions>) {
  const { stacked = false, percent = false, horizontal = false, curve = 'monotone', compact = false } = options;
  const formatValue = formatterOf(data.format);
  const mirrored = useMirroredChart();
  const drawn = options.colorByCategory ? categoriesAsSeries(data) : data;
  const rows = drawn.rows.map((row) => ({ label: row.label, ...row.values }));
  const stackId = stacked || percent || options.colorByCategory ? 'stack' : undefined;
  const formatTick = percent ? formatPercent : formatValue;
  const labelWidth = Math.min(LABEL_AXIS_MAX_PX, Math.max(...rows.map((row) => row.label.length)) * LABEL_CHAR_PX + 20);
  // Mirrored: categories from the right (a column chart) or labelled on the right (a bar chart), values leftwards.
  const sideAxis = { orientation: mirrored ? 'right' : 'left' } as const;
  const categoryAxis = { dataKey: 'label', type: 'category', tick: TICK, stroke: CHART_GRID, hide: compact } as const;
  const valueAxis = {
    type: 'number',
    tick: TICK,
    stroke: CHART_GRID,
    tickFormatter: formatTick,
    allowDecimals: data.format !== 'count' || percent,
    hide: compact,
  } as const;

  const drawSeries = (series: Series, index: number) => {
    const mark = markOf(options.draw, index);
    const common = { dataKey: series.key, name: series.name, isAnimationActive: !compact };
    if (mark === 'bar')
      return (
        <Bar
          key={series.key}
          {...common}
          fill={series.color}
          stackId={stackId}
          maxBarSize={options.histogram ? undefined : 48}
          radius={stackId ? 0 : 3}
        />
      );
    const lineLook = {
      type: curve,
      stroke: series.color,
      strokeWidth: 2,
      dot: options.markers ? { r: 3, fill: series.color } : false,
      strokeDasharray: options.dashed && index > 0 ? '6 4' : undefined,
    };
    if (mark === 'area')
      return (
        <Area key={series.key} {...common} {...lineLook} fill={series.color} fillOpacity={0.25} stackId={stackId} />
      );
    return <Line key={series.key} {...common} {...lineLook} />;
  };

  return (
    <ChartFrame height={compact ? COMPACT_HEIGHT_PX : CHART_HEIGHT_PX}>
      <ComposedChart
        data={rows}
        layout={horizontal ? 'vertical' : 'horizontal'}
        stackOffset={percent ? 'expand' : undefined}
        barCategoryGap={options.histogram ? 1 : undefined}
        margin={chartMargin(mirrored, 16, 4)}
        {...surfaceProps(title, summarizeCategories(data, formatValue))}
      >
        {!compact && <CartesianGrid strokeDasharray="3 3" stroke={CHART_GRID} />}
        {horizontal ? (
          <>
            <XAxis {...valueAxis} reversed={mirrored} />
            <YAxis {...categoryAxis} {...sideAxis} width={labelWidth} interval={0} />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} reversed={mirrored} />
            <YAxis {...valueAxis} {...sideAxis} width={VALUE_AXIS_PX} />
          </>
        )}
        <Tooltip {...tooltipProps(formatValue)} cursor={{ fill: CHART_GRID, fillOpacity: 0.3 }} />
        <Legend {...LEGEND_PROPS} />
        {drawn.series.map(drawSeries)}
      </ComposedChart>
    </ChartFrame>
  );
}
