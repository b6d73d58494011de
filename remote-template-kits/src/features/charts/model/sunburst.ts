// A sunburst's layout: a tree of counts as rings, each node an arc as wide as its share of the whole, its
// children in the ring outside it, within its span.
import type { CategoryData } from './series';

export interface TreeNode {
  name: string;
  /** A leaf's value; a branch's is the sum of its children's. */
  value?: number;
  color: string;
  children?: readonly TreeNode[];
}

export interface SunburstArc {
  /** The names from the innermost ring down to this node: ["Engineering", "API", "Open"]. */
  path: readonly string[];
  /** 1 for the innermost ring. */
  depth: number;
  value: number;
  color: string;
  /** Where the arc starts and ends, in turns (0 to 1) from the top. */
  start: number;
  end: number;
}

export function nodeValue(node: TreeNode): number {
  return node.children ? node.children.reduce((sum, child) => sum + nodeValue(child), 0) : (node.value ?? 0);
}

/** Every node with a value as an arc, parents before their children; empty nodes take no room. */
export function partition(roots: readonly TreeNode[]): SunburstArc[] {
  const total = roots.reduce((sum, root) => sum + nodeValue(root), 0);
  const arcs: SunburstArc[] = [];
  if (total === 0) return arcs;
  const place = (nodes: readonly TreeNode[], start: number, parentPath: readonly string[]) => {
    let at = start;
    for (const node of nodes) {
      const value = nodeValue(node);
      if (value === 0) continue;
      const end = at + value / total;
      const path = [...parentPath, node.name];
      arcs.push({ path, depth: path.length, value, color: node.color, start: at, end });
      if (node.children) place(node.children, at, path);
      at = end;
    }
  };
  place(roots, 0, []);
  return arcs;
}

/**
 * Categories grouped into their `group` (spaces of projects), each category split by series (statuses): a tree of
 * three rings. Groups keep the order of their first category.
 */
export function groupTree(data: CategoryData): TreeNode[] {
  const groups = new Map<string, TreeNode[]>();
  for (const row of data.rows) {
    const children = data.series.map((series) => ({
      name: series.name,
      value: row.values[series.key] ?? 0,
      color: series.color,
    }));
    const group = row.group ?? row.label;
    groups.set(group, [...(groups.get(group) ?? []), { name: row.label, color: row.color ?? '', children }]);
  }
  return [...groups].map(([name, projects]) => ({ name, color: projects[0]?.color ?? '', children: projects }));
}

/** The SVG path of a ring's arc around (0, 0), from `start` to `end` turns, clockwise from the top. */
export function arcPath(inner: number, outer: number, start: number, end: number): string {
  // A whole ring drawn as two halves: an arc from a point to itself draws nothing.
  if (end - start >= 1) return `${arcPath(inner, outer, 0, 0.5)}${arcPath(inner, outer, 0.5, 1)}`;
  const point = (radius: number, turn: number) => {
    const angle = turn * 2 * Math.PI;
    return `${fixed(radius * Math.sin(angle))},${fixed(-radius * Math.cos(angle))}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return (
    `M${point(outer, start)}A${outer},${outer} 0 ${large} 1 ${point(outer, end)}` +
    `L${point(inner, end)}A${inner},${inner} 0 ${large} 0 ${point(inner, start)}Z`
  );
}

/** Two decimals, never "-0.00". */
const fixed = (value: number) => (Math.abs(value) < 0.005 ? 0 : value).toFixed(2);
