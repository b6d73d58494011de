import { CHART_GRID, CHART_TEXT, seriesColor } from '@kits/components/charts/chart-theme';
import { useMirroredChart } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { hexagonPath, hexbin } from '../model/hexbin';
import { linearScale, niceTicks } from '../model/scale';
import type { PointData } from '../model/series';
import { formatterOf } from '../model/value-format';
import { DrawnChart, type DrawnMark } from './DrawnChart';
import { ShadeLegend } from './DrawnLegend';
import { SHADE_STEPS, shadeOf } from './draw-shade';

const VALUE_AXIS_PX = 40;
const TOP_PX = 20;
const BOTTOM_PX = 40;
const EDGE_PX = 12;
const LABEL_STYLE = { fontSize: 11 };
// About this many hexagons across the plot, whatever its width.
const HEXAGONS_ACROSS = 24;
const formatValue = formatterOf('decimal');

/**
 * A hexbin: every point of every series counted in the hexagon it falls in, each hexagon as dark as its count,
 * for more points than a scatter shows apart. Mirrored in a right-to-left page: x grows leftwards, the y axis on
 * the right.
 */
export default function HexbinSeriesChart({ title, data }: { title: string; data: PointData }) {
  const mirrored = useMirroredChart();
  const points = data.series.flatMap((series) => series.points);
  const xTicks = niceTicks(Math.min(...points.map((point) => point.x)), Math.max(...points.map((point) => point.x)));
  const yTicks = niceTicks(Math.min(...points.map((point) => point.y)), Math.max(...points.map((point) => point.y)));
  const xDomain = [xTicks[0] ?? 0, xTicks[xTicks.length - 1] ?? 0] as const;
  const yDomain = [yTicks[0] ?? 0, yTicks[yTicks.length - 1] ?? 0] as const;
  const color = data.series[0]?.color ?? seriesColor(0);

  const layout = (width: number) => {
    const [left, right] = mirrored ? [EDGE_PX, width - VALUE_AXIS_PX] : [VALUE_AXIS_PX, width - EDGE_PX];
    const bottom = CHART_HEIGHT_PX - BOTTOM_PX;
    const radius = Math.max(5, (right - left) / HEXAGONS_ACROSS / Math.sqrt(3));
    // The points kept a hexagon's radius inside the plot, so no hexagon runs over the axes' labels.
    const x = linearScale(xDomain, mirrored ? [right - radius, left + radius] : [left + radius, right - radius]);
    const y = linearScale(yDomain, [bottom - radius, TOP_PX + radius]);
    const bins = hexbin(
      points.map((point) => ({ x: x(point.x), y: y(point.y) })),
      radius,
    );
    return { left, right, bottom, x, y, radius, bins };
  };

  const draw = (width: number) => {
    const { left, right, bottom, x, y, radius, bins } = layout(width);
    const max = Math.max(1, ...bins.map((bin) => bin.count));
    const toX = linearScale(mirrored ? [right - radius, left + radius] : [left + radius, right - radius], xDomain);
    const toY = linearScale([bottom - radius, TOP_PX + radius], yDomain);
    const hexagon = hexagonPath(radius - 0.5);
    const marks: DrawnMark[] = bins.map((bin) => ({
      key: `${bin.x},${bin.y}`,
      x: bin.x,
      y: bin.y - radius,
      tip: `${bin.count} ${bin.count === 1 ? 'point' : 'points'} near ${data.xName} ${formatValue(toX(bin.x))}, ${data.yName} ${formatValue(toY(bin.y))}`,
      shape: (
        <path
          className="drawn-chart-cell"
          transform={`translate(${bin.x},${bin.y})`}
          d={hexagon}
          fill={color}
          fillOpacity={shadeOf(bin.count, max)}
        />
      ),
    }));
    const axisX = mirrored ? right : left;
    const under = (
      <g style={LABEL_STYLE} fill={CHART_TEXT}>
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <path d={`M${left},${y(tick)}H${right}`} stroke={CHART_GRID} strokeDasharray="3 3" />
            <text
              className="drawn-chart-label"
              x={axisX + (mirrored ? 6 : -6)}
              y={y(tick)}
              dominantBaseline="central"
              textAnchor={mirrored ? 'start' : 'end'}
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={`x${tick}`} className="drawn-chart-label" x={x(tick)} y={bottom + 16} textAnchor="middle">
            {formatValue(tick)}
          </text>
        ))}
        <text
          className="drawn-chart-label"
          x={mirrored ? left : right}
          y={bottom + 32}
          textAnchor={mirrored ? 'start' : 'end'}
        >
          {mirrored ? `← ${data.xName}` : `${data.xName} →`}
        </text>
        <text className="drawn-chart-label" x={axisX} y={TOP_PX - 8} textAnchor={mirrored ? 'end' : 'start'}>
          ↑ {data.yName}
        </text>
      </g>
    );
    const legend = <ShadeLegend color={color} opacities={SHADE_STEPS} least="1 point" most={`${max} points`} />;
    return { under, marks, legend };
  };

  return (
    <DrawnChart
      title={title}
      description={`${points.length} points of ${data.xName} and ${data.yName}, counted in hexagons.`}
      height={CHART_HEIGHT_PX}
      draw={draw}
    />
  );
}
