// Route contract v2: what each remote exposes as `./routes`. One declaration per page (path, access, title,
// lazy page, menu placement); the router and the sidebar are both derived from it, so they cannot drift.
// Everything but `load` is plain data: each remote's build publishes its declarations as routes.json beside its
// mf-manifest.json, and the host reads them without loading the remote's code. So a route module, and the files
// it imports, import from shared-ui only `shared-ui/route-contract` (plain code that runs in Node at build time)
// and types.
import type { ComponentType } from 'react';
import type { AccessLevel } from 'tessera-contracts';

export const ROUTE_CONTRACT_VERSION = 2;

export interface PageMenuEntry {
  /** The id of the menu group (or nested group) the entry sits in. */
  group: string;
  /** The sidebar label; the page title when absent. */
  label?: string;
  /** The link for a page whose path has parameters (`/projects/all` for `/projects/:space`); must match the path. */
  to?: string;
  /** Lower comes first within its group. */
  order?: number;
}

/** Where a page is being opened: its path's parameters and the address's query (`?a=b`, or empty). */
export interface PageOpening {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

export interface PageDeclaration {
  /** A React Router path under one of the remote's prefixes, e.g. `/projects/:space`. */
  path: string;
  /** The page's name: browser tab and default menu label. */
  title: string;
  /**
   * The page a user reaches this one from, when this one has no menu entry (an invoice from the invoices): its
   * path, or its menu link for a path with parameters. The breadcrumb runs through it, as a link.
   */
  parent?: string;
  /** Who may open it; absent = any signed-in user. */
  access?: AccessLevel;
  /** Lazily loads the page. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Starts the page's first data requests, into the shared query cache under the keys the page reads. The host
   * calls it when the app opens on this page, for a signed-in user, so the answers are on their way while the
   * page's code arrives and the frame draws. It settles when those answers are in; a failure is ignored (the
   * page asks again itself and shows the error). Code, not data: routes.json leaves it out, like `load`.
   */
  prefetch?: (opening: PageOpening) => Promise<unknown>;
  /** Where it appears in the sidebar; absent = reached by links only. */
  menu?: PageMenuEntry;
}

export interface MenuGroupDeclaration {
  id: string;
  label: string;
  /** A name from shared-ui's MENU_ICONS; an unknown one draws a plain circle. */
  icon: string;
  /** A colour palette name (`brand`, `blue`, `teal`…), never a hex value. */
  color: string;
  /** Lower comes first among its siblings. */
  order?: number;
  /** The id of the group it is nested in. */
  parent?: string;
}

/** What the host passes to a sidebar section. */
export interface SidebarSectionProps {
  /** Drawn in a narrow sidebar (Layout2's compact mode): show less, never overflow. */
  compact?: boolean;
  /** The user followed a link in the section: the drawer or menu holding it closes. */
  onNavigate?: () => void;
}

/**
 * A live part of the sidebar a remote draws itself (remote-projects' spaces tree), under a heading in every
 * layout. The host loads it after the page's first content, behind an error boundary of its own, so a failure
 * there costs only the section.
 */
export interface SidebarSectionDeclaration {
  id: string;
  /** Its heading, and its button's name where a layout shows sections behind one. */
  label: string;
  /** A name from shared-ui's MENU_ICONS. */
  icon: string;
  /** Lower comes first among all remotes' sections. */
  order?: number;
  /** Who sees it; absent = any signed-in user. */
  access?: AccessLevel;
  load: () => Promise<{ default: ComponentType<SidebarSectionProps> }>;
}

export interface RouteModuleV2 {
  contract: typeof ROUTE_CONTRACT_VERSION;
  groups: MenuGroupDeclaration[];
  pages: PageDeclaration[];
  /** Absent in remotes built before sections existed. */
  sections?: SidebarSectionDeclaration[];
}

/** One feature's part of a route module; a remote's routes.ts joins its features' parts. */
export interface FeatureRoutes {
  groups: MenuGroupDeclaration[];
  pages: PageDeclaration[];
  sections?: SidebarSectionDeclaration[];
}

export function joinFeatures(...features: FeatureRoutes[]): RouteModuleV2 {
  return {
    contract: ROUTE_CONTRACT_VERSION,
    groups: features.flatMap((feature) => feature.groups),
    pages: features.flatMap((feature) => feature.pages),
    sections: features.flatMap((feature) => feature.sections ?? []),
  };
}
