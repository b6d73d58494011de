// The chat app: one page in the "Apps" menu group.
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@apps/paths';
import { APPS_GROUP } from '@apps/apps-menu';

export const chatRoutes: FeatureRoutes = {
  groups: [],
  pages: [
    {
      path: paths.chat,
      title: 'Chat',
      load: () => import('./ChatPage'),
      menu: { group: APPS_GROUP, label: 'Chat' },
    },
  ],
};
