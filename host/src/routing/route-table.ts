// Merges the remotes' route modules into one table for the router and one menu for the sidebar, so the two
// cannot drift apart. A remote may only claim paths under the prefixes the environment gave it.
import type { AccessLevel, MenuGroup, RemoteRoute } from 'shared-auth';
import type { RemoteState, RemoteStatus } from '../federation/remote-registry';

export interface HostRoute extends RemoteRoute {
  remote: string;
}

/** A prefix whose remote is not (yet) loaded: its paths show a loading or unavailable panel. */
export interface PendingArea {
  remote: string;
  title: string;
  basePath: string;
  status: Exclude<RemoteStatus, 'ready'>;
}

export interface MenuGroupWithSource extends MenuGroup {
  remote: string;
}

export interface RouteTable {
  routes: HostRoute[];
  pending: PendingArea[];
  menu: MenuGroupWithSource[];
  problems: string[];
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function buildRouteTable(remotes: RemoteState[]): RouteTable {
  const routes: HostRoute[] = [];
  const pending: PendingArea[] = [];
  const menu: MenuGroupWithSource[] = [];
  const problems: string[] = [];
  const claimed = new Map<string, string>();

  for (const { entry, status, routeModule } of remotes) {
    if (status !== 'ready' || !routeModule) {
      const pendingStatus = status === 'ready' ? 'unavailable' : status;
      for (const basePath of entry.basePaths) pending.push({ remote: entry.name, title: entry.title, basePath, status: pendingStatus });
      continue;
    }
    for (const route of routeModule.routes) {
      if (!entry.basePaths.some((prefix) => isUnder(route.path, prefix))) {
        problems.push(`${entry.name}: ${route.path} is outside its paths (${entry.basePaths.join(', ') || 'none'})`);
        continue;
      }
      const owner = claimed.get(route.path);
      if (owner) {
        problems.push(`${entry.name}: ${route.path} is already served by ${owner}`);
        continue;
      }
      claimed.set(route.path, entry.name);
      routes.push({ ...route, remote: entry.name });
    }
    for (const group of routeModule.menu) menu.push({ ...group, remote: entry.name });
  }

  menu.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
  return { routes, pending, menu, problems };
}

/** The access level of the menu item's route when the item itself does not say, so menu and guard agree. */
export function accessOfPath(routes: HostRoute[], path: string): AccessLevel | undefined {
  return routes.find((route) => route.path === path)?.access;
}
