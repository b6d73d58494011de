// The todo app's page, placed in the "Apps" menu group.
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@apps/paths';
import { APPS_GROUP } from '@apps/apps-menu';

export const todoRoutes: FeatureRoutes = {
  groups: [],
  pages: [
    {
      path: paths.todo.list,
      title: 'Todo',
      load: () => import('./TodoPage'),
      menu: { group: APPS_GROUP, label: 'Todo' },
    },
  ],
};
