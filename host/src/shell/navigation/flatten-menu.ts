import type { MenuNode } from 'shared-ui';

/** One page the menu offers, for the page search. */
export interface PageLink {
  label: string;
  /** Where it sits in the menu: its group's label after its parents' ("Charts › Apex charts"). */
  group: string;
  to: string;
}

/** Every page of the menu, in menu order; a page linked from two places is listed once. */
export function flattenMenu(menu: readonly MenuNode[]): PageLink[] {
  const pages = new Map<string, PageLink>();
  const visit = (node: MenuNode, parents: readonly string[]) => {
    const trail = [...parents, node.label];
    for (const entry of node.entries) {
      if (!pages.has(entry.to)) pages.set(entry.to, { label: entry.label, group: trail.join(' › '), to: entry.to });
    }
    for (const child of node.children) visit(child, trail);
  };
  for (const node of menu) visit(node, []);
  return [...pages.values()];
}

// Case and accents are ignored, so "creme" finds "Crème".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The pages whose label or group holds every word of the query (none for a blank query). Pages matched by their
 * own label come before those matched only through their group; otherwise menu order stands.
 */
export function filterPages(pages: readonly PageLink[], query: string): PageLink[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = pages.flatMap((page) => {
    const label = fold(page.label);
    const all = `${label} ${fold(page.group)}`;
    if (!words.every((word) => all.includes(word))) return [];
    return [{ page, rank: words.every((word) => label.includes(word)) ? 0 : 1 }];
  });
  return scored.sort((a, b) => a.rank - b.rank).map(({ page }) => page);
}
