// remote-template-kits' route module (contract v2): the host derives its router and sidebar from it.
import { joinFeatures } from 'shared-ui/route-contract';
import { chartsRoutes } from './features/charts/routes';
import { dashboardsRoutes } from './features/dashboards/routes';
import { dataTablesRoutes } from './features/data-tables/routes';
import { extraKitsRoutes } from './features/extra-kits/routes';
import { formsRoutes } from './features/forms/routes';
import { iconsRoutes } from './features/icons/routes';
import { pagesRoutes } from './features/pages/routes';
import { uikitsRoutes } from './features/uikits/routes';
import { widgetsRoutes } from './features/widgets/routes';

export default joinFeatures(
  dashboardsRoutes,
  uikitsRoutes,
  formsRoutes,
  chartsRoutes,
  dataTablesRoutes,
  extraKitsRoutes,
  widgetsRoutes,
  iconsRoutes,
  pagesRoutes,
);
