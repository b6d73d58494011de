// remote-template-kits' route module: the host merges these paths, access levels and menu entries.
import type { RemoteRouteModule } from 'shared-auth';

const routeModule: RemoteRouteModule = {
  routes: [
    {
      path: '/dashboard/v1',
      access: 'admin',
      title: 'Dashboard',
      load: () => import('./dashboards/DashboardV1Page'),
    },
    {
      path: '/dashboard/v2',
      access: 'admin',
      title: 'Delivery dashboard',
      load: () => import('./dashboards/DashboardV2Page'),
    },
    {
      path: '/pages/user-profile',
      title: 'My profile',
      load: () => import('./pages/UserProfilePage'),
    },
  ],
  menu: [
    {
      id: 'dashboards',
      name: 'Dashboards',
      color: '#db2777',
      icon: 'chart',
      order: 0,
      items: [
        { name: 'Overview', path: '/dashboard/v1', access: 'admin' },
        { name: 'Delivery', path: '/dashboard/v2', access: 'admin' },
      ],
    },
    {
      id: 'pages',
      name: 'Pages',
      color: '#ea580c',
      icon: 'user',
      order: 40,
      items: [{ name: 'User profile', path: '/pages/user-profile' }],
    },
  ],
};

export default routeModule;
