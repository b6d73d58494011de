// The calendar app: one page in the "Apps" menu group.
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@apps/paths';
import { APPS_GROUP } from '@apps/apps-menu';

export const calendarRoutes: FeatureRoutes = {
  groups: [],
  pages: [
    {
      path: paths.calendar,
      title: 'Calendar',
      load: () => import('./CalendarPage'),
      menu: { group: APPS_GROUP, label: 'Calendar' },
    },
  ],
};
