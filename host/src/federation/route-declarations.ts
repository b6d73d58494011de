// A remote's page declarations as data: `routes.json`, which each remote's build publishes beside its
// mf-manifest.json (build-presets' RouteDeclarationsPlugin). The host draws the menu and guards every path from
// them, and loads the remote's JavaScript only when one of its pages is opened.
import {
  ROUTE_CONTRACT_VERSION,
  type MenuGroupDeclaration,
  type PageDeclaration,
  type SidebarSectionDeclaration,
} from 'shared-ui';
import type { RemoteManifestEntry } from './remote-manifest';

export type PageData = Omit<PageDeclaration, 'load'>;
export type SectionData = Omit<SidebarSectionDeclaration, 'load'>;

export interface RouteDeclarations {
  contract: typeof ROUTE_CONTRACT_VERSION;
  groups: MenuGroupDeclaration[];
  pages: PageData[];
  /** Absent from remotes built before sidebar sections existed. */
  sections?: SectionData[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isPageData(value: unknown): value is PageData {
  return isObject(value) && typeof value.path === 'string' && typeof value.title === 'string';
}

function isGroup(value: unknown): value is MenuGroupDeclaration {
  return isObject(value) && typeof value.id === 'string' && typeof value.label === 'string';
}

function isSectionData(value: unknown): value is SectionData {
  return isObject(value) && typeof value.id === 'string' && typeof value.label === 'string';
}

export function isRouteDeclarations(value: unknown): value is RouteDeclarations {
  return (
    isObject(value) &&
    value.contract === ROUTE_CONTRACT_VERSION &&
    Array.isArray(value.pages) &&
    value.pages.every(isPageData) &&
    Array.isArray(value.groups) &&
    value.groups.every(isGroup) &&
    (value.sections === undefined || (Array.isArray(value.sections) && value.sections.every(isSectionData)))
  );
}

export function routeDeclarationsUrl(entry: RemoteManifestEntry): string {
  return new URL('routes.json', entry.entry).toString();
}

/**
 * The remote's published declarations, or null when it publishes none (a remote built before they existed: its
 * route module is then loaded as code). A remote that cannot be reached, or answers nonsense, throws.
 */
export async function fetchRouteDeclarations(entry: RemoteManifestEntry): Promise<RouteDeclarations | null> {
  const response = await fetch(routeDeclarationsUrl(entry), { cache: 'no-cache', credentials: 'omit' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${entry.title}'s routes.json answered ${response.status}`);
  const json: unknown = await response.json();
  if (!isRouteDeclarations(json)) throw new Error(`${entry.title}'s routes.json is not a route contract 2 module`);
  return json;
}
