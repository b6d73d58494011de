import type { ComponentType } from 'react';
import type { AccessLevel } from 'tessera-contracts';

/**
 * Route contract v1, as remotes built before v2 expose it: pages and a separate menu. Kept only so the host can
 * still load such a remote (see route-module-versions.ts); new remotes declare v2 (shared-ui's route contract).
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
