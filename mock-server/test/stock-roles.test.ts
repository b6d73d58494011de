// A user holding only a stock Frappe role may do on the mock-server what a Frappe 15 + ERPNext 15 site lets
// them once `npm run frappe:setup` has run there: the rights of the app role the app shows for that role
// (System Manager: ADMIN, Projects Manager and Projects User: EDITOR), plus what ERPNext's own rules give
// (task.json: a Projects User deletes tasks; project.json: a Projects Manager and a Projects User delete projects).

import { appRoleFromFrappeRoles } from 'tessera-contracts';
import { allowedRights, signedInWithOnly, TESSERA_DOCTYPES, userFor, type DocRight } from './helpers/role-rights';
import { loggedIn, serveForTests, USERS, type Client } from './helpers/server';

const ctx = serveForTests();
const EDIT: readonly DocRight[] = ['read', 'create', 'write'];
const ALL: readonly DocRight[] = ['read', 'create', 'write', 'delete'];

/** What the site allowed each kit user after frappe:setup (read = list, create = POST, write = PUT, delete). */
const SITE_RIGHTS = {
  'System Manager': { appRole: 'ADMIN', rights: { Task: ALL, Project: ALL, Spaces: ALL, 'Puxeo Statuses': ALL } },
  'Projects Manager': { appRole: 'EDITOR', rights: { Task: EDIT, Project: ALL, Spaces: EDIT, 'Puxeo Statuses': EDIT } },
  'Projects User': { appRole: 'EDITOR', rights: { Task: ALL, Project: ALL, Spaces: EDIT, 'Puxeo Statuses': EDIT } },
} as const;

let sa: Client;

beforeAll(async () => {
  sa = await loggedIn(ctx.server.baseUrl, USERS.sa);
});

describe.each(Object.entries(SITE_RIGHTS))('a user with only %s', (role, expected) => {
  let user: Client;

  beforeAll(async () => {
    user = await signedInWithOnly(sa, ctx.server.baseUrl, role);
  });

  it(`is shown as ${expected.appRole}`, async () => {
    const roles = await user.get('/api/method/frappe.core.doctype.user.user.get_roles', { uid: userFor(role) });
    expect(appRoleFromFrappeRoles(roles.body.message)).toBe(expected.appRole);
  });

  it.each(TESSERA_DOCTYPES)('has on %s the rights the set-up site gives', async (doctype) => {
    expect(await allowedRights(sa, user, doctype)).toEqual(expected.rights[doctype]);
  });
});
