import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRouteModule, isMenuIconName, menuTree } from 'shared-ui';
import { PREFIXES, paths } from './paths';
import routes from './routes';

it('declares every page under the prefixes the host routes to this remote, with sound menu entries', () => {
  expect(checkRouteModule(routes, PREFIXES)).toEqual([]);
  expect(routes.groups.every((group) => isMenuIconName(group.icon))).toBe(true);
});

it('serves the prefixes the host registers for it', () => {
  const manifest: unknown = JSON.parse(readFileSync(join(__dirname, '../../host/public/remotes.json'), 'utf8'));
  expect(manifest).toMatchObject({ remotes: { remote_apps: { basePaths: [...PREFIXES] } } });
});

it('puts the demo apps in the sidebar under "Apps", the contacts views and the shop in groups of their own', () => {
  expect(menuTree(routes.groups, routes.pages)).toEqual([
    {
      id: 'apps',
      label: 'Apps',
      icon: 'grid',
      color: 'cyan',
      order: 30,
      entries: [
        { label: 'Todo', to: paths.todo.list, path: paths.todo.list, access: undefined },
        { label: 'Scrum board', to: paths.scrumBoard.boards, path: paths.scrumBoard.boards, access: undefined },
        { label: 'Calendar', to: paths.calendar, path: paths.calendar, access: undefined },
        { label: 'Chat', to: paths.chat, path: paths.chat, access: undefined },
        { label: 'Inbox', to: paths.inbox, path: paths.inbox, access: undefined },
        { label: 'Invoices', to: paths.invoices.list, path: paths.invoices.list, access: undefined },
      ],
      children: [
        {
          id: 'apps-contacts',
          label: 'Contacts',
          icon: 'users',
          color: 'cyan',
          order: 20,
          parent: 'apps',
          entries: [
            { label: 'Table', to: paths.contacts.table, path: paths.contacts.table, access: undefined },
            { label: 'List', to: paths.contacts.list, path: paths.contacts.list, access: undefined },
            { label: 'Cards', to: paths.contacts.card, path: paths.contacts.card, access: undefined },
          ],
          children: [],
        },
        {
          id: 'ecommerce',
          label: 'E-commerce',
          icon: 'shop',
          color: 'orange',
          order: 25,
          parent: 'apps',
          entries: [
            { label: 'Products', to: paths.ecommerce.products, path: paths.ecommerce.products, access: undefined },
            { label: 'Cart', to: paths.ecommerce.cart, path: paths.ecommerce.cart, access: undefined },
            { label: 'Checkout', to: paths.ecommerce.checkout, path: paths.ecommerce.checkout, access: undefined },
          ],
          children: [],
        },
      ],
    },
  ]);
});

it('loads each page lazily as a component', async () => {
  const loaded = await Promise.all(routes.pages.map((page) => page.load()));
  expect(loaded.map((module) => typeof module.default)).toEqual(routes.pages.map(() => 'function'));
});
