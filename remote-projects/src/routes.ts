// remote-projects' route module: the host merges these paths, access levels and menu entries.
import type { RemoteRouteModule } from 'shared-auth';

const routeModule: RemoteRouteModule = {
  routes: [
    {
      path: '/projects/:space',
      title: 'Tasks',
      load: () => import('./tasks/TaskListPage'),
    },
  ],
  menu: [
    {
      id: 'projects',
      name: 'Projects',
      color: '#7c3aed',
      icon: 'folder',
      order: 10,
      items: [{ name: 'All tasks', path: '/projects/all' }],
    },
  ],
};

export default routeModule;
