// The "Task manager" menu group: the same live tasks as cards, as a table, and per project.
import type { MenuIconName } from 'shared-ui';
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@projects/paths';

const TASK_MANAGER_GROUP = 'task-manager';
const TASK_MANAGER_ICON: MenuIconName = 'todo';

export const taskManagerRoutes: FeatureRoutes = {
  groups: [{ id: TASK_MANAGER_GROUP, label: 'Task manager', icon: TASK_MANAGER_ICON, color: 'brand', order: 20 }],
  pages: [
    {
      path: paths.taskManager.pattern,
      title: 'Task manager',
      load: () => import('./TaskManagerPage'),
      menu: { group: TASK_MANAGER_GROUP, label: 'Task cards', to: paths.taskManager.to() },
    },
    {
      path: paths.taskManagerList.pattern,
      title: 'Task manager list',
      load: () => import('./TaskManagerListPage'),
      menu: { group: TASK_MANAGER_GROUP, label: 'Task list', to: paths.taskManagerList.to() },
    },
    {
      path: paths.taskProject.pattern,
      title: 'Project tasks',
      load: () => import('./TaskProjectPage'),
      menu: { group: TASK_MANAGER_GROUP, label: 'Project tasks', to: paths.taskProject.to() },
    },
  ],
};
