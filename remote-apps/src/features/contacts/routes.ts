// The contacts app: three views of the same contacts in their own "Contacts" group under "Apps", and a details
// page reached from a contact (not in the menu).
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@apps/paths';
import { APPS_GROUP } from '@apps/apps-menu';

const GROUP = 'apps-contacts';

export const contactsRoutes: FeatureRoutes = {
  groups: [{ id: GROUP, label: 'Contacts', icon: 'users', color: 'cyan', order: 20, parent: APPS_GROUP }],
  pages: [
    {
      path: paths.contacts.table,
      title: 'Contacts table',
      load: () => import('./ContactTablePage'),
      menu: { group: GROUP, label: 'Table', order: 1 },
    },
    {
      path: paths.contacts.list,
      title: 'Contacts list',
      load: () => import('./ContactListPage'),
      menu: { group: GROUP, label: 'List', order: 2 },
    },
    {
      path: paths.contacts.card,
      title: 'Contact cards',
      load: () => import('./ContactCardPage'),
      menu: { group: GROUP, label: 'Cards', order: 3 },
    },
    {
      path: paths.contacts.details,
      title: 'Contact',
      load: () => import('./ContactDetailsPage'),
      parent: paths.contacts.table,
    },
  ],
};
