import type { ComponentType } from 'react';
import type { AccessLevel } from './roles';

/**
 * What each remote exposes as `./routes`: its pages, their access levels and its sidebar entries. The host
 * merges these into one router and one sidebar, so adding a page to a remote needs no host release.
 */
export interface RemoteRoute {
  /** An app path, e.g. `/projects/:space`. */
  path: string;
  /** Who may open it; absent = any signed-in user. */
  access?: AccessLevel;
  /** Shown in the browser tab. */
  title: string;
  /** Lazily loads the page. */
  load: () => Promise<{ default: ComponentType }>;
}

export interface MenuItem {
  name: string;
  path: string;
  /** Hidden from users whose role may not open it. */
  access?: AccessLevel;
}

export interface MenuGroup {
  id: string;
  name: string;
  /** A CSS colour for the group's marker. */
  color: string;
  /** An icon name from the host's icon set (see host/src/shell/menu-icons.tsx); unknown names get a dot. */
  icon: string;
  items: MenuItem[];
  /** Lower comes first in the sidebar. */
  order?: number;
}

export interface RemoteRouteModule {
  routes: RemoteRoute[];
  menu: MenuGroup[];
}
