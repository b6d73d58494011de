// The host's own pages, declared like a remote's so the router, the guard and the sidebar treat them alike.
import { ROUTE_CONTRACT_VERSION, type RouteModuleV2 } from 'shared-ui';
import type { RemoteState } from '../federation/remote-registry';

export const SYSTEM_REMOTES_PATH = '/system/remotes';

const systemRoutes: RouteModuleV2 = {
  contract: ROUTE_CONTRACT_VERSION,
  groups: [{ id: 'system', label: 'System', icon: 'server', color: 'gray', order: 90 }],
  pages: [
    {
      path: SYSTEM_REMOTES_PATH,
      title: 'Remotes',
      access: 'admin',
      load: () => import('./RemotesStatusPage'),
      menu: { group: 'system', label: 'Remotes' },
    },
  ],
};

/** The host's pages as one more loaded "remote" of the route table. */
export const HOST_SYSTEM: RemoteState = {
  entry: { name: 'host', entry: '', title: 'System', basePaths: ['/system'] },
  status: 'ready',
  routeModule: systemRoutes,
};
