// Merges the remotes' route modules into one table for the router and one menu for the sidebar, both derived
// from the same page declarations so the two cannot drift apart. A remote may only claim paths under the
// prefixes the environment gave it; its menu entries must open its pages (see shared-ui's checkRouteModule).
import {
  checkRouteModule,
  menuTree,
  type MenuNode,
  type PageDeclaration,
  type SidebarSectionDeclaration,
} from 'shared-ui';
import { isUnderPrefix } from '../federation/remote-manifest';
import type { RemoteState, RemoteStatus } from '../federation/remote-registry';

export interface HostRoute extends PageDeclaration {
  remote: string;
}

/** A prefix whose remote is not (yet) loaded: its paths show a loading or unavailable panel. */
export interface PendingArea {
  remote: string;
  title: string;
  basePath: string;
  status: Exclude<RemoteStatus, 'ready'>;
}

export interface HostMenuNode extends MenuNode {
  remote: string;
}

/** A remote's live part of the sidebar (see SidebarSectionDeclaration). */
export interface HostSection extends SidebarSectionDeclaration {
  remote: string;
}

export interface RouteTable {
  routes: HostRoute[];
  pending: PendingArea[];
  menu: HostMenuNode[];
  sections: HostSection[];
  problems: string[];
}

export function buildRouteTable(remotes: RemoteState[]): RouteTable {
  const routes: HostRoute[] = [];
  const pending: PendingArea[] = [];
  const menu: HostMenuNode[] = [];
  const sections: HostSection[] = [];
  const problems: string[] = [];
  const claimed = new Map<string, string>();

  for (const { entry, status, routeModule } of remotes) {
    if (status !== 'ready' || !routeModule) {
      const pendingStatus = status === 'ready' ? 'unavailable' : status;
      for (const basePath of entry.basePaths)
        pending.push({ remote: entry.name, title: entry.title, basePath, status: pendingStatus });
      continue;
    }
    const report = (problem: string) => problems.push(`${entry.name}: ${problem}`);
    checkRouteModule(routeModule, entry.basePaths).forEach(report);

    const accepted: PageDeclaration[] = [];
    for (const page of routeModule.pages) {
      if (!entry.basePaths.some((prefix) => isUnderPrefix(page.path, prefix))) continue;
      const owner = claimed.get(page.path);
      if (owner) {
        report(`${page.path} is already served by ${owner}`);
        continue;
      }
      claimed.set(page.path, entry.name);
      accepted.push(page);
      routes.push({ ...page, remote: entry.name });
    }
    for (const node of menuTree(routeModule.groups, accepted)) menu.push({ ...node, remote: entry.name });
    for (const section of routeModule.sections ?? []) sections.push({ ...section, remote: entry.name });
  }

  const byOrder = (a: { order?: number; label: string }, b: { order?: number; label: string }) =>
    (a.order ?? 100) - (b.order ?? 100) || a.label.localeCompare(b.label);
  menu.sort(byOrder);
  sections.sort(byOrder);
  return { routes, pending, menu, sections, problems };
}
