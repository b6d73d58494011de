// remote-apps' route module (exposed as `./routes`): the "Apps" menu group and each demo app's pages, joined.
import { joinFeatures } from 'shared-ui/route-contract';
import { appsMenu } from './apps-menu';
import { ecommerceRoutes } from './features/ecommerce/routes';
import { todoRoutes } from './features/todo/routes';

export default joinFeatures(appsMenu, todoRoutes, ecommerceRoutes);
