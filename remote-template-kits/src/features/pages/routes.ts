import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

export const pagesRoutes: FeatureRoutes = {
  groups: [{ id: 'pages', label: 'Pages', icon: 'user', color: 'orange', order: 40 }],
  pages: [
    {
      path: paths.pages.pricingTable,
      title: 'Pricing',
      load: () => import('./PricingTablePage'),
      menu: { group: 'pages', label: 'Pricing table' },
    },
    {
      path: paths.pages.searchResults,
      title: 'Search',
      load: () => import('./SearchResultsPage'),
      menu: { group: 'pages', label: 'Search results' },
    },
    {
      path: paths.pages.userProfile,
      title: 'My profile',
      load: () => import('./UserProfilePage'),
      menu: { group: 'pages', label: 'User profile' },
    },
    {
      path: paths.pages.faq,
      title: 'Frequently asked questions',
      load: () => import('./FaqPage'),
      menu: { group: 'pages', label: 'FAQ' },
    },
    {
      path: paths.pages.blankPage,
      title: 'Blank page',
      load: () => import('./BlankPage'),
      menu: { group: 'pages', label: 'Blank page' },
    },
  ],
};
