import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRouteModule, menuTree } from 'shared-ui';
import { PREFIXES } from './paths';
import routes from './routes';

test('the route module passes the contract checks within its prefixes', () => {
  expect(routes.contract).toBe(2);
  expect(checkRouteModule(routes, PREFIXES)).toEqual([]);
});

test('the prefixes are the ones the host sends to this remote', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '../../host/public/remotes.json'), 'utf8')) as Record<
    string,
    { basePaths: string[] }
  >;
  expect(manifest.remote_projects?.basePaths).toEqual(PREFIXES);
});

test('the sidebar shows the "Projects" group with its "All tasks" link', () => {
  expect(menuTree(routes.groups, routes.pages)).toEqual([
    {
      id: 'projects',
      label: 'Projects',
      icon: 'folder',
      color: 'brand',
      order: 10,
      entries: [{ label: 'All tasks', to: '/projects/all', path: '/projects/:space', access: undefined }],
      children: [],
    },
  ]);
});

test('every page keeps its title and access level, and loads a component', async () => {
  expect(routes.pages.map(({ path, title, access }) => ({ path, title, access }))).toEqual([
    { path: '/projects/:space', title: 'Tasks', access: undefined },
  ]);
  for (const page of routes.pages) expect(typeof (await page.load()).default).toBe('function');
});
