import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

export const widgetsRoutes: FeatureRoutes = {
  groups: [{ id: 'widgets', label: 'Widgets', icon: 'dashboard', color: 'green', order: 31 }],
  pages: [
    {
      path: paths.widgets.card,
      title: 'Card widgets',
      load: () => import('./CardWidgetsPage'),
      menu: { group: 'widgets', label: 'Card' },
    },
    {
      path: paths.widgets.statistics,
      title: 'Statistics widgets',
      load: () => import('./StatisticsWidgetsPage'),
      menu: { group: 'widgets', label: 'Statistics' },
    },
    {
      path: paths.widgets.list,
      title: 'List widgets',
      load: () => import('./ListWidgetsPage'),
      menu: { group: 'widgets', label: 'List' },
    },
    {
      path: paths.widgets.app,
      title: 'App widgets',
      load: () => import('./AppWidgetsPage'),
      menu: { group: 'widgets', label: 'App' },
    },
    {
      path: paths.widgets.weatherApp,
      title: 'Weather',
      load: () => import('./WeatherWidgetPage'),
      menu: { group: 'widgets', label: 'Weather app' },
    },
  ],
};
