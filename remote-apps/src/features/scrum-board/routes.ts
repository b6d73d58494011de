// The scrum board app: the boards list in the "Apps" menu group, and each board (reached from the list).
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@apps/paths';
import { APPS_GROUP } from '@apps/apps-menu';

export const scrumBoardRoutes: FeatureRoutes = {
  groups: [],
  pages: [
    {
      path: paths.scrumBoard.boards,
      title: 'Scrum board',
      load: () => import('./ScrumBoardsPage'),
      menu: { group: APPS_GROUP, label: 'Scrum board' },
    },
    {
      path: paths.scrumBoard.board,
      title: 'Board',
      load: () => import('./ScrumBoardPage'),
      // In the route module's own chunk (eager): the board's read leaves beside the page's code, not after its
      // first drawing.
      prefetch: (opening) =>
        import(/* webpackMode: "eager" */ './prefetch-board').then(({ prefetchBoard }) => prefetchBoard(opening)),
      parent: paths.scrumBoard.boards,
    },
  ],
};
