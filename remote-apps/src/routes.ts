// remote-apps' route module: the host merges these paths, access levels and menu entries.
import type { RemoteRouteModule } from 'shared-auth';

const routeModule: RemoteRouteModule = {
  routes: [
    {
      path: '/todo/list',
      title: 'Todo',
      load: () => import('./todo/TodoPage'),
    },
  ],
  menu: [
    {
      id: 'apps',
      name: 'Apps',
      color: '#0891b2',
      icon: 'grid',
      order: 30,
      items: [{ name: 'Todo', path: '/todo/list' }],
    },
  ],
};

export default routeModule;
