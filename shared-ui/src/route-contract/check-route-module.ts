// The checks a route module must pass, run by each remote's tests and by the host when it loads a remote:
// every menu entry resolves to its page, every page is under the remote's prefixes, no path is declared twice,
// every group named exists and nests without a cycle, every page named as a parent exists, and no sidebar section
// id repeats.
import { matchPath } from 'react-router';
import type { RouteModuleV2 } from './types';

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Problems found, as sentences; none means the module is sound. */
export function checkRouteModule(module: RouteModuleV2, prefixes: readonly string[]): string[] {
  const problems: string[] = [];
  const groupIds = new Set(module.groups.map((group) => group.id));
  const seenPaths = new Set<string>();

  for (const page of module.pages) {
    if (!page.path.startsWith('/')) problems.push(`${page.path}: a page path starts with /`);
    if (!prefixes.some((prefix) => isUnder(page.path, prefix)))
      problems.push(`${page.path}: outside the prefixes ${prefixes.join(', ')}`);
    if (seenPaths.has(page.path)) problems.push(`${page.path}: declared twice`);
    seenPaths.add(page.path);
    if (
      page.parent !== undefined &&
      !module.pages.some((other) => matchPath({ path: other.path, end: true }, page.parent ?? ''))
    )
      problems.push(`${page.path}: its parent ${page.parent} is none of the module's pages`);
    const menu = page.menu;
    if (!menu) continue;
    if (!groupIds.has(menu.group)) problems.push(`${page.path}: its menu group "${menu.group}" is not declared`);
    const to = menu.to ?? page.path;
    if (!matchPath({ path: page.path, end: true }, to))
      problems.push(`${page.path}: its menu link ${to} does not open it`);
    if (menu.to === undefined && page.path.includes(':'))
      problems.push(`${page.path}: a path with parameters needs a menu link (menu.to)`);
  }

  const seenGroups = new Set<string>();
  for (const group of module.groups) {
    if (seenGroups.has(group.id)) problems.push(`group ${group.id}: declared twice`);
    seenGroups.add(group.id);
    if (group.parent !== undefined && !groupIds.has(group.parent))
      problems.push(`group ${group.id}: its parent "${group.parent}" is not declared`);
    const chain = new Set<string>([group.id]);
    for (let parent = group.parent; parent !== undefined; parent = module.groups.find((g) => g.id === parent)?.parent) {
      if (chain.has(parent)) {
        problems.push(`group ${group.id}: nested in itself`);
        break;
      }
      chain.add(parent);
    }
  }
  const seenSections = new Set<string>();
  for (const section of module.sections ?? []) {
    if (seenSections.has(section.id)) problems.push(`section ${section.id}: declared twice`);
    seenSections.add(section.id);
  }
  return problems;
}
