import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPercent } from 'shared-ui';
import { BAND_CURSOR, ChartFrame, GRID_PROPS, LEGEND_PROPS, tooltipProps } from '@kits/components/charts/chart-parts';
import { cartesianHeight } from './chart-heights';
import { chartRows, type CategoryChartProps, type Series } from '../model/series';
import { categoriesAsSeries } from '../model/categories-as-series';
import { useCategoryFrame } from './category-frame';

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
  const frame = useCategoryFrame(title, data);
  const { formatValue, mirrored } = frame;
  const drawn = options.colorByCategory ? categoriesAsSeries(data) : data;
  const rows = chartRows(drawn);
  const stackId = stacked || percent || options.colorByCategory ? 'stack' : undefined;
  const labelWidth = Math.min(LABEL_AXIS_MAX_PX, Math.max(...rows.map((row) => row.label.length)) * LABEL_CHAR_PX + 20);
  // Mirrored: categories from the right (a column chart) or labelled on the right (a bar chart), values leftwards.
  const categoryAxis = { ...frame.categoryAxis, hide: compact };
  const valueAxis = {
    ...frame.valueAxis,
    tickFormatter: percent ? formatPercent : formatValue,
    allowDecimals: data.format !== 'count' || percent,
    hide: compact,
  };

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
    <ChartFrame height={cartesianHeight(options, data.rows.length)}>
      <ComposedChart
        data={rows}
        layout={horizontal ? 'vertical' : 'horizontal'}
        stackOffset={percent ? 'expand' : undefined}
        barCategoryGap={options.histogram ? 1 : undefined}
        margin={frame.margin}
        {...frame.surface}
      >
        {!compact && <CartesianGrid {...GRID_PROPS} />}
        {horizontal ? (
          <>
            <XAxis {...valueAxis} reversed={mirrored} />
            <YAxis {...categoryAxis} {...frame.sideAxis} width={labelWidth} interval={0} />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} reversed={mirrored} />
            <YAxis {...valueAxis} {...frame.sideAxis} width={VALUE_AXIS_PX} />
          </>
        )}
        <Tooltip {...tooltipProps(formatValue)} cursor={BAND_CURSOR} />
        <Legend {...LEGEND_PROPS} />
        {drawn.series.map(drawSeries)}
      </ComposedChart>
    </ChartFrame>
  );
}
