import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

export const dataTablesRoutes: FeatureRoutes = {
  groups: [{ id: 'data-tables', label: 'Data tables', icon: 'table', color: 'purple', order: 29 }],
  pages: [
    {
      path: paths.dataTables.basic,
      title: 'Basic data table',
      load: () => import('./BasicTablePage'),
      menu: { group: 'data-tables', label: 'Basic' },
    },
    {
      path: paths.dataTables.defaultSorted,
      title: 'Default sorted',
      load: () => import('./DefaultSortedPage'),
      menu: { group: 'data-tables', label: 'Default sorted' },
    },
    {
      path: paths.dataTables.search,
      title: 'Search a table',
      load: () => import('./SearchTablePage'),
      menu: { group: 'data-tables', label: 'Search' },
    },
    {
      path: paths.dataTables.cellEditor,
      title: 'Cell editor',
      load: () => import('./CellEditorPage'),
      menu: { group: 'data-tables', label: 'Cell editor' },
    },
    {
      path: paths.dataTables.multiColumnOrdering,
      title: 'Multi-column ordering',
      load: () => import('./MultiColumnOrderingPage'),
      menu: { group: 'data-tables', label: 'Multi-column ordering' },
    },
  ],
};
