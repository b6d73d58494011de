import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

export const dashboardsRoutes: FeatureRoutes = {
  groups: [{ id: 'dashboards', label: 'Dashboards', icon: 'chart', color: 'pink', order: 0 }],
  pages: [
    {
      path: paths.dashboards.overview,
      title: 'Dashboard',
      access: 'admin',
      load: () => import('./DashboardV1Page'),
      // In the route module's own chunk (eager): its requests go out as soon as the route module has run.
      prefetch: () =>
        import(/* webpackMode: "eager" */ './prefetch-overview').then(({ prefetchOverview }) => prefetchOverview()),
      menu: { group: 'dashboards', label: 'Overview', order: 1 },
    },
    {
      path: paths.dashboards.delivery,
      title: 'Delivery dashboard',
      access: 'admin',
      load: () => import('./DashboardV2Page'),
      menu: { group: 'dashboards', label: 'Delivery', order: 2 },
    },
  ],
};
