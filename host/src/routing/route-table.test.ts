import type { RouteModuleV2 } from 'shared-ui';
import type { RemoteState } from '../federation/remote-registry';
import { buildRouteTable } from './route-table';
import { manifestEntries, readyRemotes } from '@host/testing/remote-routes';

const page = () => Promise.resolve({ default: () => null });

describe('buildRouteTable', () => {
  it("merges every remote's routes, each tagged with its remote", () => {
    const table = buildRouteTable(readyRemotes());
    expect(table.problems).toEqual([]);
    expect(table.pending).toEqual([]);
    expect(table.routes.map((route) => `${route.remote} ${route.path}`).sort()).toEqual([
      'remote_apps /calendar',
      'remote_apps /chat',
      'remote_apps /contact/card',
      'remote_apps /contact/details',
      'remote_apps /contact/list',
      'remote_apps /contact/table',
      'remote_apps /ecommerce/cart',
      'remote_apps /ecommerce/checkout',
      'remote_apps /ecommerce/product-details',
      'remote_apps /ecommerce/products',
      'remote_apps /inbox',
      'remote_apps /invoice/:id',
      'remote_apps /invoice/list',
      'remote_apps /scrum-board',
      'remote_apps /scrum-board/:id',
      'remote_apps /todo/list',
      'remote_projects /kanban/:space',
      'remote_projects /projects/:space',
      'remote_projects /task-manager',
      'remote_projects /task-manager-list',
      'remote_projects /task-project',
      'remote_template_kits /charts/apex-chart/area',
      'remote_template_kits /charts/apex-chart/bar',
      'remote_template_kits /charts/apex-chart/bubble',
      'remote_template_kits /charts/apex-chart/column',
      'remote_template_kits /charts/apex-chart/doughnut',
      'remote_template_kits /charts/apex-chart/line',
      'remote_template_kits /charts/apex-chart/mix',
      'remote_template_kits /charts/apex-chart/radar',
      'remote_template_kits /charts/apex-chart/radial-bar',
      'remote_template_kits /charts/apex-chart/scatter',
      'remote_template_kits /charts/apex-chart/spark-line',
      'remote_template_kits /charts/echart',
      'remote_template_kits /charts/react-vis',
      'remote_template_kits /charts/recharts',
      'remote_template_kits /charts/victory-chart',
      'remote_template_kits /dashboard/v1',
      'remote_template_kits /dashboard/v2',
      'remote_template_kits /data-table/basic',
      'remote_template_kits /data-table/cell-editor',
      'remote_template_kits /data-table/default-sorted',
      'remote_template_kits /data-table/multi-column-ordering',
      'remote_template_kits /data-table/search',
      'remote_template_kits /extra-kits/dropdown',
      'remote_template_kits /extra-kits/image-cropper',
      'remote_template_kits /extra-kits/ladda-buttons',
      'remote_template_kits /extra-kits/loaders',
      'remote_template_kits /extra-kits/sweet-alert',
      'remote_template_kits /extra-kits/toastr',
      'remote_template_kits /extra-kits/upload',
      'remote_template_kits /extra-kits/user-tour',
      'remote_template_kits /forms/action-bar',
      'remote_template_kits /forms/basic',
      'remote_template_kits /forms/form-editor',
      'remote_template_kits /forms/form-validation',
      'remote_template_kits /forms/forms-wizard',
      'remote_template_kits /forms/input-group',
      'remote_template_kits /forms/layouts',
      'remote_template_kits /forms/multi-column-forms',
      'remote_template_kits /forms/tag-input',
      'remote_template_kits /icons',
      'remote_template_kits /pages/blank-page',
      'remote_template_kits /pages/faq',
      'remote_template_kits /pages/pricing-table',
      'remote_template_kits /pages/search-results',
      'remote_template_kits /pages/user-profile',
      'remote_template_kits /uikits/accordions',
      'remote_template_kits /uikits/alerts',
      'remote_template_kits /uikits/badges',
      'remote_template_kits /uikits/buttons',
      'remote_template_kits /uikits/cards',
      'remote_template_kits /uikits/cards-metrics',
      'remote_template_kits /uikits/carousel',
      'remote_template_kits /uikits/collapsibles',
      'remote_template_kits /uikits/lists',
      'remote_template_kits /uikits/modals',
      'remote_template_kits /uikits/paginations',
      'remote_template_kits /uikits/popover',
      'remote_template_kits /uikits/progressbar',
      'remote_template_kits /uikits/rating',
      'remote_template_kits /uikits/sliders',
      'remote_template_kits /uikits/tables',
      'remote_template_kits /uikits/tabs',
      'remote_template_kits /uikits/tooltip',
      'remote_template_kits /widgets/app',
      'remote_template_kits /widgets/card',
      'remote_template_kits /widgets/list',
      'remote_template_kits /widgets/statistics',
      'remote_template_kits /widgets/weather-app',
    ]);
  });

  it('orders menu groups by their order, then name', () => {
    const table = buildRouteTable(readyRemotes());
    expect(table.menu.map((group) => group.label)).toEqual([
      'Dashboards',
      'Projects',
      'Task manager',
      'UI kits',
      'Forms',
      'Charts',
      'Data tables',
      'Apps',
      'Extra kits',
      'Widgets',
      'Icons',
      'Pages',
    ]);
  });

  it('turns a remote that is loading or unavailable into pending areas for its prefixes', () => {
    const remotes = readyRemotes().map((state): RemoteState =>
      state.entry.name === 'remote_projects' ? { entry: state.entry, status: 'unavailable', error: 'down' } : state,
    );
    const table = buildRouteTable(remotes);
    expect(table.pending).toEqual(
      ['/projects', '/kanban', '/task-manager', '/task-manager-list', '/task-project'].map((basePath) => ({
        remote: 'remote_projects',
        title: 'Projects',
        basePath,
        status: 'unavailable',
      })),
    );
    expect(table.routes.some((route) => route.remote === 'remote_projects')).toBe(false);
    expect(table.menu.some((group) => group.remote === 'remote_projects')).toBe(false);
  });

  it("refuses a route outside the remote's prefixes and a path another remote already serves", () => {
    const [projects, apps] = manifestEntries;
    const greedy: RouteModuleV2 = {
      contract: 2,
      groups: [],
      pages: [
        { path: '/dashboard/v1', title: 'Hijack', load: page },
        { path: '/todo/list', title: 'Mine', load: page },
      ],
    };
    const first: RouteModuleV2 = {
      contract: 2,
      groups: [],
      pages: [{ path: '/todo/list', title: 'Todo', load: page }],
    };
    const table = buildRouteTable([
      { entry: { ...apps!, name: 'first' }, status: 'ready', routeModule: first },
      { entry: { ...apps!, basePaths: ['/todo'] }, status: 'ready', routeModule: greedy },
      { entry: projects!, status: 'loading' },
    ]);
    expect(table.routes.map((route) => `${route.remote} ${route.path}`)).toEqual(['first /todo/list']);
    expect(table.problems).toEqual([
      'remote_apps: /dashboard/v1: outside the prefixes /todo',
      'remote_apps: /todo/list is already served by first',
    ]);
    expect(table.pending.map((area) => area.status)).toEqual(projects!.basePaths.map(() => 'loading'));
  });

  it("collects the remotes' sidebar sections in their order, each tagged with its remote", () => {
    const [projects, apps] = manifestEntries;
    const section = (id: string, label: string, order?: number) => ({ id, label, icon: 'folder', order, load: page });
    const table = buildRouteTable([
      {
        entry: projects!,
        status: 'ready',
        routeModule: { contract: 2, groups: [], pages: [], sections: [section('spaces', 'Spaces', 10)] },
      },
      {
        entry: apps!,
        status: 'ready',
        routeModule: { contract: 2, groups: [], pages: [], sections: [section('starred', 'Starred', 5)] },
      },
    ]);
    expect(table.sections.map((entry) => `${entry.remote} ${entry.id}`)).toEqual([
      'remote_apps starred',
      'remote_projects spaces',
    ]);
  });

  it('takes a v2 module with nested groups, and reports a menu link that opens another page', () => {
    const [projects] = manifestEntries;
    const v2: RouteModuleV2 = {
      contract: 2,
      groups: [
        { id: 'work', label: 'Work', icon: 'folder', color: 'brand', order: 1 },
        { id: 'boards', label: 'Boards', icon: 'kanban', color: 'teal', parent: 'work' },
      ],
      pages: [
        {
          path: '/kanban/:space',
          title: 'Board',
          load: page,
          menu: { group: 'boards', label: 'All boards', to: '/kanban/all' },
        },
        { path: '/projects/:space', title: 'Tasks', load: page, menu: { group: 'work', to: '/kanban/x' } },
      ],
    };
    const table = buildRouteTable([{ entry: projects!, status: 'ready', routeModule: v2 }]);
    expect(table.menu.map((node) => node.label)).toEqual(['Work']);
    expect(table.menu[0]?.children[0]?.entries.map((entry) => entry.to)).toEqual(['/kanban/all']);
    expect(table.problems).toEqual(['remote_projects: /projects/:space: its menu link /kanban/x does not open it']);
  });
});
