import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRouteModule, menuTree } from 'shared-ui';
import { PREFIXES } from './paths';
import routes from './routes';

test('the route module passes the contract checks under its prefixes', () => {
  expect(checkRouteModule(routes, PREFIXES)).toEqual([]);
});

test('its prefixes are the basePaths the host registers for it', () => {
  const manifest: unknown = JSON.parse(readFileSync(join(__dirname, '../../host/public/remotes.json'), 'utf8'));
  expect(manifest).toMatchObject({ remotes: { remote_template_kits: { basePaths: [...PREFIXES] } } });
});

test('keeps the paths, titles and access levels the host and the browser tests rely on', () => {
  expect(routes.pages.map(({ path, title, access }) => ({ path, title, access }))).toEqual(
    expect.arrayContaining([
      { path: '/dashboard/v1', title: 'Dashboard', access: 'admin' },
      { path: '/dashboard/v2', title: 'Delivery dashboard', access: 'admin' },
      { path: '/pages/user-profile', title: 'My profile', access: undefined },
    ]),
  );
});

test('the sidebar shows Dashboards (admin only) and Pages, in palette colours and named icons', () => {
  const menu = menuTree(routes.groups, routes.pages);
  const group = (id: string) => menu.find((candidate) => candidate.id === id);
  expect(group('dashboards')).toMatchObject({ label: 'Dashboards', icon: 'chart', color: 'pink', children: [] });
  expect(group('dashboards')?.entries).toEqual([
    { label: 'Overview', to: '/dashboard/v1', path: '/dashboard/v1', access: 'admin' },
    { label: 'Delivery', to: '/dashboard/v2', path: '/dashboard/v2', access: 'admin' },
  ]);
  expect(group('pages')).toMatchObject({ label: 'Pages', icon: 'user', color: 'orange', children: [] });
  expect(group('pages')?.entries).toContainEqual({
    label: 'User profile',
    to: '/pages/user-profile',
    path: '/pages/user-profile',
    access: undefined,
  });
});

test('every page loads lazily into a component', async () => {
  const pages = await Promise.all(routes.pages.map((page) => page.load()));
  for (const page of pages) expect(page.default).toEqual(expect.any(Function));
});

test('the Charts group holds the four library pages and, nested, the eleven Apex charts pages', () => {
  const charts = menuTree(routes.groups, routes.pages).find((group) => group.id === 'charts');
  expect(charts).toMatchObject({ label: 'Charts', icon: 'charts', color: 'blue' });
  expect(charts?.entries.map((entry) => entry.to)).toEqual([
    '/charts/echart',
    '/charts/recharts',
    '/charts/victory-chart',
    '/charts/react-vis',
  ]);
  expect(charts?.children.map((group) => group.label)).toEqual(['Apex charts']);
  expect(charts?.children[0]?.entries).toHaveLength(11);
  expect(charts?.children[0]?.entries.every((entry) => entry.to.startsWith('/charts/apex-chart/'))).toBe(true);
});
