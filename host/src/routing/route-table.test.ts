import type { RemoteRouteModule } from 'shared-auth';
import type { RemoteState } from '../federation/remote-registry';
import { buildRouteTable } from './route-table';
import { manifestEntries, readyRemotes } from './test-remotes';

const page = () => Promise.resolve({ default: () => null });

describe('buildRouteTable', () => {
  it("merges every remote's routes, each tagged with its remote", () => {
    const table = buildRouteTable(readyRemotes());
    expect(table.problems).toEqual([]);
    expect(table.pending).toEqual([]);
    expect(table.routes.map((route) => `${route.remote} ${route.path}`).sort()).toEqual([
      'remote_apps /todo/list',
      'remote_projects /projects/:space',
      'remote_template_kits /dashboard/v1',
      'remote_template_kits /dashboard/v2',
      'remote_template_kits /pages/user-profile',
    ]);
  });

  it('orders menu groups by their order, then name', () => {
    const table = buildRouteTable(readyRemotes());
    expect(table.menu.map((group) => group.name)).toEqual(['Dashboards', 'Projects', 'Apps', 'Pages']);
  });

  it("turns a remote that is loading or unavailable into pending areas for its prefixes", () => {
    const remotes = readyRemotes().map((state): RemoteState =>
      state.entry.name === 'remote_projects' ? { entry: state.entry, status: 'unavailable', error: 'down' } : state,
    );
    const table = buildRouteTable(remotes);
    expect(table.pending).toEqual([
      { remote: 'remote_projects', title: 'Projects', basePath: '/projects', status: 'unavailable' },
      { remote: 'remote_projects', title: 'Projects', basePath: '/kanban', status: 'unavailable' },
    ]);
    expect(table.routes.some((route) => route.remote === 'remote_projects')).toBe(false);
    expect(table.menu.some((group) => group.remote === 'remote_projects')).toBe(false);
  });

  it("refuses a route outside the remote's prefixes and a path another remote already serves", () => {
    const [projects, apps] = manifestEntries;
    const greedy: RemoteRouteModule = {
      routes: [
        { path: '/dashboard/v1', title: 'Hijack', load: page },
        { path: '/todo/list', title: 'Mine', load: page },
      ],
      menu: [],
    };
    const first: RemoteRouteModule = { routes: [{ path: '/todo/list', title: 'Todo', load: page }], menu: [] };
    const table = buildRouteTable([
      { entry: { ...apps!, name: 'first' }, status: 'ready', routeModule: first },
      { entry: { ...apps!, basePaths: ['/todo'] }, status: 'ready', routeModule: greedy },
      { entry: projects!, status: 'loading' },
    ]);
    expect(table.routes.map((route) => `${route.remote} ${route.path}`)).toEqual(['first /todo/list']);
    expect(table.problems).toEqual([
      'remote_apps: /dashboard/v1 is outside its paths (/todo)',
      'remote_apps: /todo/list is already served by first',
    ]);
    expect(table.pending.map((area) => area.status)).toEqual(['loading', 'loading']);
  });
});
