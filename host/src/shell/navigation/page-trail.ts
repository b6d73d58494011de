import { matchPath } from 'shared-ui';
import type { MenuEntry, MenuNode, PageDeclaration, PagePlace } from 'shared-ui';

type EntryTest = (entry: MenuEntry) => boolean;

/** A step of the breadcrumb: a link when it is a page the user can go back to, plain text for a group. */
export interface TrailCrumb {
  label: string;
  to?: string;
}

/** What the trail needs of a route: its path, its name, and the page it is reached from. */
export type TrailRoute = Pick<PageDeclaration, 'path' | 'title' | 'parent'>;

/** The groups leading to the first entry that passes `test`, outermost first, and that entry. */
function findEntry(
  menu: readonly MenuNode[],
  test: EntryTest,
  parents: readonly TrailCrumb[] = [],
): { groups: TrailCrumb[]; entry: MenuEntry } | null {
  for (const node of menu) {
    const groups = [...parents, { label: node.label }];
    const entry = node.entries.find(test);
    if (entry) return { groups, entry };
    const inChild = findEntry(node.children, test, groups);
    if (inChild) return inChild;
  }
  return null;
}

function routeAt(routes: readonly TrailRoute[], pathname: string): TrailRoute | undefined {
  return (
    routes.find((route) => route.path === pathname) ??
    routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null)
  );
}

function trailOf(
  menu: readonly MenuNode[],
  routes: readonly TrailRoute[],
  pathname: string,
  place: PagePlace,
  visited: ReadonlySet<string>,
): TrailCrumb[] | null {
  const exact = findEntry(menu, (entry) => entry.to === pathname);
  if (exact && !place.steps) return [...exact.groups, { label: exact.entry.label }];
  const route = routeAt(routes, pathname);
  if (!route) return exact ? [...exact.groups, { label: exact.entry.label }] : null;

  const placed = findEntry(menu, (entry) => entry.path === route.path);
  let above: TrailCrumb[] = [];
  if (placed) above = placed.groups;
  else if (route.parent !== undefined && !visited.has(route.parent)) {
    // The parent's own trail, itself last as a link back to it.
    const parentTrail = trailOf(menu, routes, route.parent, {}, new Set([...visited, pathname])) ?? [];
    above = parentTrail.map((crumb, index) =>
      index === parentTrail.length - 1 ? { label: crumb.label, to: route.parent } : crumb,
    );
  }
  return [...above, ...(place.steps ?? [{ label: place.heading ?? route.title }])];
}

/**
 * Where the page at `pathname` sits: its menu groups, outermost first (text), then the pages leading to it
 * (links), then the page itself. The route table places it: a menu entry that links it is its label; a page
 * reached through an entry's pattern (`/projects/engineering` for `/projects/:space`) or named as another's
 * `parent` is under that group or page. The page names itself (`place`: its heading, a record's name) and may
 * give its own steps below its group (a space's board). Null for an address no route serves.
 */
export function pageTrail(
  menu: readonly MenuNode[],
  routes: readonly TrailRoute[],
  pathname: string,
  place: PagePlace,
): TrailCrumb[] | null {
  return trailOf(menu, routes, pathname, place, new Set([pathname]));
}
