import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

export const iconsRoutes: FeatureRoutes = {
  groups: [{ id: 'icons', label: 'Icons', icon: 'icons', color: 'yellow', order: 35 }],
  pages: [
    {
      path: paths.icons,
      title: 'Icons',
      load: () => import('./IconsPage'),
      menu: { group: 'icons', label: 'Icon set' },
    },
  ],
};
