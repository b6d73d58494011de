// remote-apps' route module (exposed as `./routes`): the "Apps" menu group and each demo app's pages, joined.
import { joinFeatures } from 'shared-ui/route-contract';
import { appsMenu } from './apps-menu';
import { calendarRoutes } from './features/calendar/routes';
import { chatRoutes } from './features/chat/routes';
import { contactsRoutes } from './features/contacts/routes';
import { ecommerceRoutes } from './features/ecommerce/routes';
import { inboxRoutes } from './features/inbox/routes';
import { invoicesRoutes } from './features/invoices/routes';
import { scrumBoardRoutes } from './features/scrum-board/routes';
import { todoRoutes } from './features/todo/routes';

export default joinFeatures(
  appsMenu,
  todoRoutes,
  scrumBoardRoutes,
  calendarRoutes,
  chatRoutes,
  inboxRoutes,
  contactsRoutes,
  invoicesRoutes,
  ecommerceRoutes,
);
