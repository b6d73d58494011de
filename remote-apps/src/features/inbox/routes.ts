// The inbox app: one page in the "Apps" menu group.
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { APPS_GROUP } from '@apps/apps-menu';
import { paths } from '@apps/paths';

export const inboxRoutes: FeatureRoutes = {
  groups: [],
  pages: [
    {
      path: paths.inbox,
      title: 'Inbox',
      load: () => import('./InboxPage'),
      menu: { group: APPS_GROUP, label: 'Inbox' },
    },
  ],
};
