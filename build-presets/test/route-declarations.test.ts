// What a remote's build publishes as routes.json: its route module's declarations without the page loaders,
// read from the real route modules of the three remotes (no page module may be imported to read them).
import path from 'node:path';
import { createJiti } from 'jiti';
import { webpackAliases } from '../path-aliases.cjs';
import { routeDeclarations } from '../route-declarations-plugin.cjs';

const repo = path.join(__dirname, '..', '..');
const readRouteModule = (remote: string) =>
  createJiti(__filename, { moduleCache: false, fsCache: false, alias: webpackAliases() }).import(
    path.join(repo, remote, 'src/routes.ts'),
    {
      default: true,
    },
  );

it.each(['remote-projects', 'remote-apps', 'remote-template-kits'])(
  '%s: every page is published with its path, title, access and menu place, and without its loader',
  async (remote) => {
    const declarations = routeDeclarations(await readRouteModule(remote));
    expect(declarations.contract).toBe(2);
    expect(declarations.pages.length).toBeGreaterThan(0);
    for (const page of declarations.pages) {
      expect(page).not.toHaveProperty('load');
      expect(page).not.toHaveProperty('prefetch');
      expect(page.path).toMatch(/^\//);
      expect(typeof page.title).toBe('string');
    }
    // Plain data: the JSON round trip changes nothing.
    expect(JSON.parse(JSON.stringify(declarations))).toEqual(declarations);
  },
);

it('publishes the menu groups and the access levels as declared', async () => {
  const declarations = routeDeclarations(await readRouteModule('remote-template-kits'));
  expect(declarations.groups.map((group) => group.id)).toEqual(expect.arrayContaining(['dashboards', 'pages']));
  expect(declarations.pages.find((page) => page.path === '/dashboard/v1')).toMatchObject({
    access: 'admin',
    menu: { group: 'dashboards' },
  });
});

it("publishes remote-projects' spaces section of the sidebar, without its loader", async () => {
  const declarations = routeDeclarations(await readRouteModule('remote-projects'));
  expect(declarations.sections).toEqual([{ id: 'spaces', label: 'Spaces', icon: 'folder', order: 10 }]);
});

it('publishes a page that prefetches its data as any other (the task list does), and refuses a prefetch that is not code', async () => {
  const projects = (await readRouteModule('remote-projects')) as { pages: Array<{ path: string; prefetch?: unknown }> };
  expect(projects.pages.find((page) => page.path === '/projects/:space')?.prefetch).toEqual(expect.any(Function));
  expect(routeDeclarations(projects).pages.find((page) => page.path === '/projects/:space')).toEqual({
    path: '/projects/:space',
    title: 'Tasks',
    menu: { group: 'projects', label: 'All tasks', to: '/projects/all' },
  });
  const load = () => Promise.resolve({});
  expect(() =>
    routeDeclarations({ contract: 2, groups: [], pages: [{ path: '/x', title: 'X', load, prefetch: ['/api'] }] }),
  ).toThrow('the page /x has a prefetch that is not a function');
});

it('refuses a module that is not route contract 2, or a page without a loader', () => {
  expect(() => routeDeclarations({ routes: [], menu: [] })).toThrow(/contract 2/);
  expect(() => routeDeclarations({ contract: 2, groups: [], pages: [{ path: '/x', title: 'X' }] })).toThrow(
    'the page /x has no load function',
  );
});
