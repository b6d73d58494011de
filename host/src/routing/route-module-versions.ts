// The host accepts route modules of contract v1 (routes + menu, from remotes built before v2) and v2 (one
// declaration per page), and works with v2 only: a v1 module is converted on arrival. In the conversion a menu
// item is matched to its route with React Router's matchPath, so `/projects/all` finds `/projects/:space` and
// carries its access level (v1 matched exact strings, which let a parametric admin page's item show to all).
import type { RemoteRouteModule } from './route-contract-v1';
import { ROUTE_CONTRACT_VERSION, type PageDeclaration, type RouteModuleV2, matchPath } from 'shared-ui';

export type AnyRouteModule = RemoteRouteModule | RouteModuleV2;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isRouteModuleV2(value: unknown): value is RouteModuleV2 {
  return (
    isObject(value) &&
    value.contract === ROUTE_CONTRACT_VERSION &&
    Array.isArray(value.pages) &&
    Array.isArray(value.groups)
  );
}

export function isRouteModuleV1(value: unknown): value is RemoteRouteModule {
  return isObject(value) && value.contract === undefined && Array.isArray(value.routes) && Array.isArray(value.menu);
}

export function isAnyRouteModule(value: unknown): value is AnyRouteModule {
  return isRouteModuleV2(value) || isRouteModuleV1(value);
}

/** A v1 module as v2; menu items that open no route, or repeat one, are dropped and reported. */
export function toRouteModuleV2(module: AnyRouteModule): { module: RouteModuleV2; problems: string[] } {
  if (isRouteModuleV2(module)) return { module, problems: [] };
  const problems: string[] = [];
  const pages: PageDeclaration[] = module.routes.map((route) => ({ ...route }));
  module.menu.forEach((group) => {
    group.items.forEach((item, itemIndex) => {
      const page = pages.find((candidate) => matchPath({ path: candidate.path, end: true }, item.path));
      if (!page) {
        problems.push(`menu item ${item.path} opens no route`);
        return;
      }
      // v2 places a page once; a second v1 item for the same parametric route is reported, not shown.
      if (page.menu) problems.push(`menu item ${item.path} repeats the page ${page.path}`);
      else page.menu = { group: group.id, label: item.name, to: item.path, order: itemIndex };
    });
  });
  return {
    module: {
      contract: ROUTE_CONTRACT_VERSION,
      groups: module.menu.map((group) => ({
        id: group.id,
        label: group.name,
        icon: group.icon,
        color: group.color,
        order: group.order,
      })),
      pages,
    },
    problems,
  };
}
