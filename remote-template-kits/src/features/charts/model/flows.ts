import { seriesColor } from '@kits/components/charts/chart-theme';
import type { CategoryData } from './series';

export interface FlowNode {
  name: string;
  color: string;
}

export interface Flows {
  nodes: FlowNode[];
  /** Indexes into `nodes`. */
  links: { source: number; target: number; value: number }[];
}

/**
 * A from × to table as a flow diagram's nodes and links: each category (row) flows into each series by its value.
 * A name that is both a row and a series is one node; zero flows are left out.
 */
export function flowsOf(data: CategoryData): Flows {
  const nodes: FlowNode[] = [];
  const indexOf = (name: string) => {
    const found = nodes.findIndex((node) => node.name === name);
    if (found >= 0) return found;
    nodes.push({ name, color: seriesColor(nodes.length) });
    return nodes.length - 1;
  };
  const links = data.rows.flatMap((row) =>
    data.series
      .map((series) => ({ row, series, value: row.values[series.key] ?? 0 }))
      .filter(({ value }) => value > 0)
      .map(({ series, value }) => ({ source: indexOf(row.label), target: indexOf(series.name), value })),
  );
  return { nodes, links };
}
