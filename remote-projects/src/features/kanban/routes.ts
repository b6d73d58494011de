// The kanban board, in the "Projects" menu group.
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { ALL_SPACES, paths } from '@projects/paths';

export const kanbanRoutes: FeatureRoutes = {
  groups: [],
  pages: [
    {
      path: paths.spaceBoard.pattern,
      title: 'Kanban board',
      load: () => import('./KanbanPage'),
      menu: { group: 'projects', label: 'Kanban board', to: paths.spaceBoard.to(ALL_SPACES) },
    },
  ],
};
