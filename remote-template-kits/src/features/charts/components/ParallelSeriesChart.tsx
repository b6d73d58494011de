import { CHART_GRID, CHART_LABEL, CHART_TEXT, seriesColor } from '@kits/components/charts/chart-theme';
import { useMirroredChart } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { parallelAxes, parallelLine } from '../model/parallel-axes';
import type { CategoryChartProps } from '../model/series';
import { summarizeCategories } from '../model/series-table';
import { formatterOf } from '../model/value-format';
import { DrawnChart, type DrawnMark } from './DrawnChart';
import { ColorLegend } from './DrawnLegend';

// Axis names on two staggered lines at the top, so neighbours' names do not run into each other on a phone.
const NAME_LINE_PX = 14;
const TOP_PX = 2 * NAME_LINE_PX + 16;
const BOTTOM_PX = 10;
const INSET_PX = 48;
const LABEL_STYLE = { fontSize: 11 };

/**
 * Parallel coordinates: a vertical axis per series (measure), each scaled to its own values, and a line per
 * category across them in the category's colour. In a right-to-left page the first measure's axis is rightmost,
 * each axis' ticks on its left.
 */
export default function ParallelSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const mirrored = useMirroredChart();
  const formatValue = formatterOf(data.format);

  const legend = (
    <ColorLegend items={data.rows.map((row, index) => ({ name: row.label, color: row.color ?? seriesColor(index) }))} />
  );

  const draw = (width: number) => {
    const axes = parallelAxes(data, {
      width,
      top: TOP_PX,
      bottom: CHART_HEIGHT_PX - BOTTOM_PX,
      inset: INSET_PX,
      mirrored,
    });
    const marks: DrawnMark[] = data.rows.map((row, index) => {
      const path = parallelLine(axes, row.values);
      const firstAxis = axes[0];
      return {
        key: row.label,
        x: firstAxis?.x ?? 0,
        y: firstAxis?.y(row.values[firstAxis.key] ?? 0) ?? 0,
        tip: `${row.label}: ${axes.map((axis) => `${axis.name} ${formatValue(row.values[axis.key] ?? 0)}`).join(', ')}`,
        shape: (
          <>
            <path
              className="drawn-chart-line"
              d={path}
              fill="none"
              stroke={row.color ?? seriesColor(index)}
              strokeWidth={2}
            />
            {/* A wider, unseen stroke: the line is easy to point at. */}
            <path d={path} fill="none" stroke="transparent" strokeWidth={10} />
          </>
        ),
      };
    });
    const tickSide = mirrored ? -6 : 6;
    const under = (
      <g style={LABEL_STYLE}>
        {axes.map((axis, index) => (
          <g key={axis.key}>
            <path d={`M${axis.x},${TOP_PX}V${CHART_HEIGHT_PX - BOTTOM_PX}`} stroke={CHART_GRID} strokeWidth={1.5} />
            <text
              className="drawn-chart-label"
              x={axis.x}
              y={NAME_LINE_PX * (1 + (index % 2))}
              textAnchor="middle"
              fill={CHART_LABEL}
              fontWeight={600}
            >
              {axis.name}
            </text>
            {axis.ticks.map((tick) => (
              <text
                key={tick}
                className="drawn-chart-label"
                x={axis.x + tickSide}
                y={axis.y(tick)}
                dominantBaseline="central"
                textAnchor={mirrored ? 'end' : 'start'}
                fill={CHART_TEXT}
              >
                {formatValue(tick)}
              </text>
            ))}
          </g>
        ))}
      </g>
    );
    return { under, marks, legend };
  };

  return (
    <DrawnChart
      title={title}
      description={summarizeCategories(data, formatValue)}
      height={CHART_HEIGHT_PX}
      draw={draw}
    />
  );
}
