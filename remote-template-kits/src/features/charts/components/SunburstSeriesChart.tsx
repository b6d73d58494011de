import { CHART_SURFACE } from '@kits/components/charts/chart-theme';
import { useMirroredChart } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import type { CategoryChartProps } from '../model/series';
import { arcPath, groupTree, partition, type SunburstArc } from '../model/sunburst';
import { formatterOf } from '../model/value-format';
import { DrawnChart, type DrawnMark } from './DrawnChart';
import { ColorLegend } from './DrawnLegend';

const RINGS = 3;
const HOLE_SHARE = 0.2;
// The middle ring (projects) in its group's colour, lighter, so the outer ring's colours stand out.
const OPACITY_BY_DEPTH = [1, 0.55, 1];

/**
 * A sunburst: the groups (spaces) in the inner ring, their categories (projects) around them, and each category's
 * series (statuses) outside, every arc as wide as its count. Clockwise from the top; counter-clockwise in a
 * right-to-left page.
 */
export default function SunburstSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const mirrored = useMirroredChart();
  const formatValue = formatterOf(data.format);
  const tree = groupTree(data);
  const arcs = partition(tree);
  const description = tree
    .map(
      (group) =>
        `${group.name}: ${formatValue(arcs.find((arc) => arc.depth === 1 && arc.path[0] === group.name)?.value ?? 0)}`,
    )
    .join('; ');
  const turnsOf = (arc: SunburstArc): [number, number] =>
    mirrored ? [1 - arc.end, 1 - arc.start] : [arc.start, arc.end];

  const groups = tree.map((group) => ({ name: group.name, color: group.color }));
  const statuses = data.series.filter((series) =>
    arcs.some((arc) => arc.depth === RINGS && arc.path[RINGS - 1] === series.name),
  );
  const legend = <ColorLegend items={[...groups, ...statuses.map(({ name, color }) => ({ name, color }))]} />;

  const draw = (width: number) => {
    const radius = Math.min(width, CHART_HEIGHT_PX) / 2 - 4;
    const hole = radius * HOLE_SHARE;
    const ring = (radius - hole) / RINGS;
    const centre = { x: width / 2, y: CHART_HEIGHT_PX / 2 };
    const middleOf = (arc: SunburstArc) => {
      const [start, end] = turnsOf(arc);
      const angle = ((start + end) / 2) * 2 * Math.PI;
      const at = hole + ring * (arc.depth - 0.5);
      return { x: centre.x + at * Math.sin(angle), y: centre.y - at * Math.cos(angle) };
    };
    const marks: DrawnMark[] = arcs.map((arc) => {
      const [start, end] = turnsOf(arc);
      const inner = hole + ring * (arc.depth - 1);
      const middle = middleOf(arc);
      return {
        key: arc.path.join('/'),
        x: middle.x,
        y: middle.y,
        tip: `${arc.path.join(' › ')}: ${formatValue(arc.value)}`,
        shape: (
          <path
            className="drawn-chart-arc"
            transform={`translate(${centre.x},${centre.y})`}
            d={arcPath(inner, inner + ring - 1, start, end)}
            fill={arc.color}
            fillOpacity={OPACITY_BY_DEPTH[arc.depth - 1] ?? 1}
            stroke={CHART_SURFACE}
            strokeWidth={1}
          />
        ),
      };
    });
    return { marks, legend };
  };
  return <DrawnChart title={title} description={description} height={CHART_HEIGHT_PX} draw={draw} />;
}
