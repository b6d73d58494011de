import { matchPath } from 'shared-ui';
import type { MenuNode } from 'shared-ui';

/**
 * Whether the page at `pathname` is one of the group's (or its child groups') entries. Matched on the page's
 * path, so `/projects/mine` belongs to the group whose entry links `/projects/all` for `/projects/:space`.
 */
export function groupHoldsPage(group: MenuNode, pathname: string): boolean {
  return (
    group.entries.some((entry) => matchPath({ path: entry.path, end: true }, pathname) !== null) ||
    group.children.some((child) => groupHoldsPage(child, pathname))
  );
}
