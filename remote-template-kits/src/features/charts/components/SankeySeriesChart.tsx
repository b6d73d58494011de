import { Sankey, Tooltip } from 'recharts';
import { CHART_GRID, ON_MARK_TEXT } from '@kits/components/charts/chart-theme';
import { ChartFrame, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { flowsOf, type FlowNode } from '../model/flows';
import type { CategoryChartProps } from '../model/series';
import { useCategoryFrame } from './category-frame';

interface NodeProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  payload?: FlowNode & { targetLinks?: unknown[] };
}

/** A node in its colour, named after it, or before it in the last column (inside the drawing either way). */
function FlowNodeMark({ x = 0, y = 0, width = 0, height = 0, payload }: NodeProps) {
  // Recharts lists a node's outgoing links as its targetLinks: none, the node is in the last column.
  const last = (payload?.targetLinks?.length ?? 0) === 0;
  return (
    <g className="recharts-sankey-node">
      <path d={`M${x},${y}h${width}v${height}h${-width}Z`} fill={payload?.color} />
      <text
        x={last ? x - 6 : x + width + 6}
        y={y + height / 2}
        textAnchor={last ? 'end' : 'start'}
        dominantBaseline="central"
        {...ON_MARK_TEXT}
      >
        {payload?.name}
      </text>
    </g>
  );
}

/**
 * A flow diagram (Sankey): each category flows into the series named, its band as wide as its value. Drawn left
 * to right in either reading direction, as a process reads; the table gives every flow.
 */
export default function SankeySeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const { formatValue, surface } = useCategoryFrame(title, data);
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <Sankey
        data={flowsOf(data)}
        node={<FlowNodeMark />}
        link={{ stroke: CHART_GRID, strokeOpacity: 0.6 }}
        nodePadding={24}
        margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
        {...surface}
      >
        <Tooltip {...tooltipProps(formatValue)} />
      </Sankey>
    </ChartFrame>
  );
}
