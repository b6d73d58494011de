import { Bar, CartesianGrid, ComposedChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_LABEL } from '@kits/components/charts/chart-theme';
import { BAND_CURSOR, ChartFrame, GRID_PROPS, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { colorVar } from 'shared-ui';
import type { CategoryChartProps, CategoryRow, Series } from '../model/series';
import { useCategoryFrame } from './category-frame';

export interface RangeOptions {
  /**
   * candlestick: the series are open, high, low and close, a body from open to close (green up, red down) on a
   * wick from low to high; box: the series are minimum, first quartile, median, third quartile and maximum.
   */
  mark: 'candlestick' | 'box';
}

const VALUE_AXIS_PX = 56;
const RISE = colorVar('green.solid');
const FALL = colorVar('red.solid');
const BOX = colorVar('blue.solid');

/** A row's values in series order. */
const valuesOf = (row: CategoryRow, series: readonly Series[]) => series.map((one) => row.values[one.key] ?? 0);

interface ShapeProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  payload?: { values: number[] };
}

/** The drawing of one category, its bar spanning its lowest to its highest value (y to y + height). */
function rangeShape(mark: RangeOptions['mark']) {
  return function RangeShape({ x = 0, y = 0, width = 0, height = 0, payload }: ShapeProps) {
    const values = payload?.values ?? [];
    const low = Math.min(...values);
    const high = Math.max(...values);
    const at = (value: number) => (high === low ? y : y + ((high - value) / (high - low)) * height);
    const middle = x + width / 2;
    const box = (from: number, to: number) =>
      `M${x},${Math.min(at(from), at(to))}h${width}v${Math.max(1, Math.abs(at(to) - at(from)))}h${-width}Z`;
    if (mark === 'candlestick') {
      const [open = 0, , , close = 0] = values;
      const color = close >= open ? RISE : FALL;
      return (
        <g>
          <path d={`M${middle},${at(high)}V${at(low)}`} stroke={color} strokeWidth={1.5} />
          <path d={box(open, close)} fill={color} />
        </g>
      );
    }
    const [min = 0, q1 = 0, median = 0, q3 = 0, max = 0] = values;
    return (
      <g>
        <path
          d={`M${middle},${at(max)}V${at(q3)}M${middle},${at(q1)}V${at(min)}M${x + width / 4},${at(max)}h${width / 2}M${x + width / 4},${at(min)}h${width / 2}`}
          stroke={CHART_LABEL}
          strokeWidth={1.5}
        />
        <path d={box(q1, q3)} fill={BOX} fillOpacity={0.35} stroke={BOX} strokeWidth={1.5} />
        <path d={`M${x},${at(median)}h${width}`} stroke={CHART_LABEL} strokeWidth={2} />
      </g>
    );
  };
}

/**
 * Candlesticks or box plots: one mark per category spanning its values. Mirrored like the column charts in a
 * right-to-left page: the first category rightmost, the value axis on the right.
 */
export default function RangeSeriesChart({ title, data, options = { mark: 'box' } }: CategoryChartProps<RangeOptions>) {
  const frame = useCategoryFrame(title, data);
  const { formatValue } = frame;
  const rows = data.rows.map((row) => {
    const values = valuesOf(row, data.series);
    return { label: row.label, values, range: [Math.min(...values), Math.max(...values)] };
  });
  const describeRow = (_value: unknown, _name: unknown, item: { payload?: { values: number[] } }) => [
    data.series.map((series, index) => `${series.name} ${formatValue(item.payload?.values[index] ?? 0)}`).join(', '),
    '',
  ];
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <ComposedChart data={rows} margin={frame.margin} {...frame.surface}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...frame.categoryAxis} reversed={frame.mirrored} />
        <YAxis {...frame.valueAxis} {...frame.sideAxis} domain={['auto', 'auto']} width={VALUE_AXIS_PX} />
        <Tooltip {...tooltipProps(formatValue)} formatter={describeRow} separator="" cursor={BAND_CURSOR} />
        <Bar
          dataKey="range"
          name={data.series.map((series) => series.name).join(' / ')}
          maxBarSize={28}
          shape={rangeShape(options.mark)}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
