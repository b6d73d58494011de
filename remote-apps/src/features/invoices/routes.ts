// The invoices app: the list in the "Apps" menu group, and each invoice's page reached from it.
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@apps/paths';
import { APPS_GROUP } from '@apps/apps-menu';

export const invoicesRoutes: FeatureRoutes = {
  groups: [],
  pages: [
    {
      path: paths.invoices.list,
      title: 'Invoices',
      load: () => import('./InvoiceListPage'),
      menu: { group: APPS_GROUP, label: 'Invoices' },
    },
    {
      path: paths.invoices.invoice,
      title: 'Invoice',
      load: () => import('./InvoicePage'),
      parent: paths.invoices.list,
    },
  ],
};
