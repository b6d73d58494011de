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
  const manifest = JSON.parse(readFileSync(join(__dirname, '../../host/public/remotes.json'), 'utf8')) as {
    remotes: Record<string, { basePaths: string[] }>;
  };
  expect(manifest.remotes.remote_projects?.basePaths).toEqual(PREFIXES);
});

test('the sidebar shows the "Projects" group (tasks and kanban board) and the "Task manager" group', () => {
  expect(menuTree(routes.groups, routes.pages)).toEqual([
    {
      id: 'projects',
      label: 'Projects',
      icon: 'folder',
      color: 'brand',
      order: 10,
      entries: [
        { label: 'All tasks', to: '/projects/all', path: '/projects/:space', access: undefined },
        { label: 'Kanban board', to: '/kanban/all', path: '/kanban/:space', access: undefined },
      ],
      children: [],
    },
    {
      id: 'task-manager',
      label: 'Task manager',
      icon: 'todo',
      color: 'brand',
      order: 20,
      entries: [
        { label: 'Task cards', to: '/task-manager', path: '/task-manager', access: undefined },
        { label: 'Task list', to: '/task-manager-list', path: '/task-manager-list', access: undefined },
        { label: 'Project tasks', to: '/task-project', path: '/task-project', access: undefined },
      ],
      children: [],
    },
  ]);
});

test('every page keeps its title and access level, and loads a component', async () => {
  expect(routes.pages.map(({ path, title, access }) => ({ path, title, access }))).toEqual([
    { path: '/projects/:space', title: 'Tasks', access: undefined },
    { path: '/kanban/:space', title: 'Kanban board', access: undefined },
    { path: '/task-manager', title: 'Task manager', access: undefined },
    { path: '/task-manager-list', title: 'Task manager list', access: undefined },
    { path: '/task-project', title: 'Project tasks', access: undefined },
  ]);
  for (const page of routes.pages) expect(typeof (await page.load()).default).toBe('function');
});
