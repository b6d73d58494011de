import { matchPath } from 'shared-ui';
import type { MenuEntry, MenuNode } from 'shared-ui';

type EntryTest = (entry: MenuEntry) => boolean;

/** The labels of the groups leading to the first entry that passes `test`, outermost first, and that entry. */
function findEntry(
  menu: readonly MenuNode[],
  test: EntryTest,
  parents: readonly string[] = [],
): { groups: string[]; entry: MenuEntry } | null {
  for (const node of menu) {
    const groups = [...parents, node.label];
    const entry = node.entries.find(test);
    if (entry) return { groups, entry };
    const inChild = findEntry(node.children, test, groups);
    if (inChild) return inChild;
  }
  return null;
}

/**
 * Where the page at `pathname` sits in the menu: its groups' labels, outermost first, then the page's own label.
 * A page reached only through an entry's pattern (`/projects/mine` for the entry `/projects/all` of
 * `/projects/:space`) ends at its group, since the entry's label names another page. Null off the menu.
 */
export function pageTrail(menu: readonly MenuNode[], pathname: string): string[] | null {
  const exact = findEntry(menu, (entry) => entry.to === pathname);
  if (exact) return [...exact.groups, exact.entry.label];
  const byPattern = findEntry(menu, (entry) => matchPath({ path: entry.path, end: true }, pathname) !== null);
  return byPattern ? byPattern.groups : null;
}
