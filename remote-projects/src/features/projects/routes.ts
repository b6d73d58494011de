// The "Projects" menu group and its pages.
import type { MenuIconName } from 'shared-ui';
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { ALL_SPACES, paths } from '@projects/paths';

const PROJECTS_GROUP = 'projects';
const PROJECTS_ICON: MenuIconName = 'folder';

export const projectsRoutes: FeatureRoutes = {
  groups: [{ id: PROJECTS_GROUP, label: 'Projects', icon: PROJECTS_ICON, color: 'brand', order: 10 }],
  pages: [
    {
      path: paths.spaceTasks.pattern,
      title: 'Tasks',
      load: () => import('./TaskListPage'),
      // In the route module's own chunk (eager): its requests go out as soon as the route module has run.
      prefetch: (opening) =>
        import(/* webpackMode: "eager" */ './prefetch-task-list').then(({ prefetchTaskList }) =>
          prefetchTaskList(opening),
        ),
      menu: { group: PROJECTS_GROUP, label: 'All tasks', to: paths.spaceTasks.to(ALL_SPACES) },
    },
  ],
};
