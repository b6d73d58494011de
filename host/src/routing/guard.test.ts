import { ROLES, type Role, type SessionState } from 'shared-auth';
import { decideGuard } from './guard';
import { buildRouteTable } from './route-table';
import { readyRemotes } from '@host/testing/remote-routes';

const signedOut: SessionState = { status: 'signed-out', user: null };
const signedInAs = (role: Role, status: SessionState['status'] = 'signed-in'): SessionState => ({
  status,
  user: {
    userId: `${role.toLowerCase()}@x.io`,
    email: `${role.toLowerCase()}@x.io`,
    displayName: role,
    role,
    photoURL: null,
  },
});

/** docs/product.md, Roles: the dashboards need admin level; every other page is open to any signed-in role. */
const expectedRoles: Record<string, Role[]> = {
  '/projects/:space': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/kanban/:space': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/task-manager': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/task-manager-list': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/task-project': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/todo/list': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/scrum-board': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/scrum-board/:id': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/calendar': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/chat': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/inbox': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/contact/table': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/contact/list': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/contact/card': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/contact/details': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/invoice/list': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/invoice/:id': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/ecommerce/products': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/ecommerce/product-details': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/ecommerce/cart': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/ecommerce/checkout': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/pages/user-profile': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  // The template's kits and pages are open to every signed-in role.
  '/uikits/alerts': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/accordions': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/badges': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/buttons': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/tabs': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/cards': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/cards-metrics': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/carousel': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/collapsibles': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/lists': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/paginations': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/popover': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/progressbar': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/tables': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/tooltip': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/modals': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/sliders': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/uikits/rating': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/basic': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/action-bar': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/layouts': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/multi-column-forms': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/input-group': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/form-validation': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/forms-wizard': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/form-editor': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/forms/tag-input': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/echart': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/recharts': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/victory-chart': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/react-vis': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/area': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/bar': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/bubble': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/mix': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/doughnut': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/radial-bar': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/scatter': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/spark-line': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/radar': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/column': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/charts/apex-chart/line': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/data-table/basic': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/data-table/default-sorted': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/data-table/search': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/data-table/cell-editor': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/data-table/multi-column-ordering': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/widgets/card': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/widgets/statistics': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/widgets/list': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/widgets/app': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/widgets/weather-app': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/extra-kits/upload': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/extra-kits/toastr': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/extra-kits/ladda-buttons': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/extra-kits/loaders': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/extra-kits/sweet-alert': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/extra-kits/image-cropper': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/extra-kits/user-tour': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/extra-kits/dropdown': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/icons': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/pages/pricing-table': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/pages/search-results': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/pages/faq': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/pages/blank-page': ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  '/dashboard/v1': ['SA', 'ADMIN'],
  '/dashboard/v2': ['SA', 'ADMIN'],
};

const { routes } = buildRouteTable(readyRemotes());

it('covers every route the remotes declare', () => {
  expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(expectedRoles).sort());
});

describe.each(routes.map((route) => [route.path, route] as const))('%s', (path, route) => {
  const attempted = path.replace(':space', 'all');

  it('sends a signed-out visitor to sign-in with the path as redirectUrl', () => {
    expect(decideGuard(route.access, signedOut, `${attempted}?tab=1#top`)).toEqual({
      kind: 'redirect',
      to: `/session/signin?redirectUrl=${encodeURIComponent(`${attempted}?tab=1#top`)}`,
    });
  });

  it.each(ROLES.map((role) => [role]))('decides for %s', (role) => {
    const decision = decideGuard(route.access, signedInAs(role), attempted);
    if (expectedRoles[path]!.includes(role)) expect(decision).toEqual({ kind: 'render' });
    else
      expect(decision).toEqual({
        kind: 'redirect',
        to: `/session/signin?redirectUrl=${encodeURIComponent(attempted)}`,
      });
  });
});

it('treats a stored profile being confirmed as signed in', () => {
  expect(decideGuard('admin', signedInAs('ADMIN', 'restoring'), '/dashboard/v1')).toEqual({ kind: 'render' });
  expect(decideGuard('admin', signedInAs('EDITOR', 'restoring'), '/dashboard/v1').kind).toBe('redirect');
});
