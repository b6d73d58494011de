import { Tooltip, Treemap } from 'recharts';
import { CHART_SURFACE, ON_MARK_TEXT } from '@kits/components/charts/chart-theme';
import { ChartFrame, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { firstSeriesMarks } from '../model/first-series';
import type { CategoryChartProps } from '../model/series';
import { formatterOf } from '../model/value-format';

interface TileProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  depth?: number;
  name?: string;
  fill?: string;
}

const LABEL_MIN_WIDTH_PX = 56;
const LABEL_MIN_HEIGHT_PX = 24;
// A character of the tile's label, wide ones included: a longer name is cut short.
const CHAR_PX = 8.5;

/** A tile in its category's colour, named where it has room (the table and the tooltip name every one). */
function Tile({ x = 0, y = 0, width = 0, height = 0, depth = 0, name = '', fill }: TileProps) {
  if (depth === 0) return null;
  const labelled = width >= LABEL_MIN_WIDTH_PX && height >= LABEL_MIN_HEIGHT_PX;
  return (
    <g>
      <path d={`M${x},${y}h${width}v${height}h${-width}Z`} fill={fill} stroke={CHART_SURFACE} strokeWidth={2} />
      {labelled && (
        <text x={x + 6} y={y + 16} {...ON_MARK_TEXT}>
          {name.length * CHAR_PX > width - 12
            ? `${name.slice(0, Math.max(1, Math.floor((width - 12) / CHAR_PX) - 1))}…`
            : name}
        </text>
      )}
    </g>
  );
}

/**
 * The treemap's SVG as one image named by the chart's title. Treemap passes no title nor description to its SVG,
 * only its attributes (which its types do not list): named by its label instead, the card's table giving its figures.
 */
const namedImage = (title: string) => ({ role: 'img', 'aria-label': title });

/**
 * A treemap: one tile per category, its area its first series' value. Tiles have no reading direction: the same
 * drawing in a right-to-left page.
 */
export default function TreemapSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const formatValue = formatterOf(data.format);
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <Treemap
        data={firstSeriesMarks(data).map(({ name, value, fill }) => ({ name, value, fill }))}
        dataKey="value"
        nameKey="name"
        aspectRatio={4 / 3}
        isAnimationActive={false}
        content={<Tile />}
        {...namedImage(title)}
      >
        <Tooltip {...tooltipProps(formatValue)} />
      </Treemap>
    </ChartFrame>
  );
}
