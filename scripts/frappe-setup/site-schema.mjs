// What Tessera needs on a Frappe/ERPNext site: its roles, its two custom doctypes, its fields on ERPNext's
// Project and Task, and who may do what on those four doctypes (the mock-server's rules: every app role reads;
// editors also create and write; admins and SAs also delete). The Frappe roles that carry an app role, Tessera's
// and the stock ones, are the contracts' table (frappe-roles.json), which the app reads to show a user's role.
// The mock-server's own doctype definitions must agree (mock-server/test/frappe-setup.test.ts checks it).
import { readFileSync } from 'node:fs';

const roleTable = JSON.parse(
  readFileSync(new URL('../../shared-ui/contracts/src/frappe-roles.json', import.meta.url), 'utf8'),
);

export const TESSERA_ROLES = Object.values(roleTable.tesseraRoles);

const READ = { read: 1, write: 0, create: 0, delete: 0 };
const EDIT = { read: 1, write: 1, create: 1, delete: 0 };
const ALL = { read: 1, write: 1, create: 1, delete: 1 };

const RIGHTS_OF_APP_ROLE = { SA: ALL, ADMIN: ALL, EDITOR: EDIT, GUEST: READ };

const APP_ROLE_BY_FRAPPE_ROLE = [
  ...Object.entries(roleTable.tesseraRoles).map(([appRole, frappeRole]) => [frappeRole, appRole]),
  ...Object.entries(roleTable.stockRoles),
];

/**
 * Rights on each of Tessera's doctypes (permlevel 0) of every Frappe role the app maps to an app role: its app
 * role's. Administrator is left out: Frappe lets it do everything.
 */
export const ROLE_RIGHTS = Object.fromEntries(
  APP_ROLE_BY_FRAPPE_ROLE.filter(([frappeRole]) => frappeRole !== 'Administrator').map(([frappeRole, appRole]) => [
    frappeRole,
    RIGHTS_OF_APP_ROLE[appRole],
  ]),
);

/** Doctypes a stock ERPNext site has; without them the site cannot hold Tessera's data. */
export const REQUIRED_DOCTYPES = ['Project', 'Task'];

/** Custom doctypes created with POST /api/resource/DocType (custom: 1), in this order (links point back). */
export const CUSTOM_DOCTYPES = [
  {
    name: 'Spaces',
    fields: [
      { fieldname: 'name1', label: 'Name', fieldtype: 'Data', reqd: 1, in_list_view: 1 },
      { fieldname: 'color', label: 'Color', fieldtype: 'Color' },
      { fieldname: 'archived', label: 'Archived', fieldtype: 'Check', default: '0' },
    ],
  },
  {
    name: 'Puxeo Statuses',
    fields: [
      { fieldname: 'name1', label: 'Name', fieldtype: 'Data', reqd: 1, in_list_view: 1 },
      { fieldname: 'color', label: 'Color', fieldtype: 'Color' },
      { fieldname: 'is_custom', label: 'Is Custom', fieldtype: 'Check', default: '0' },
      { fieldname: 'space', label: 'Space', fieldtype: 'Link', options: 'Spaces', search_index: 1 },
      { fieldname: 'project', label: 'Project', fieldtype: 'Link', options: 'Project', search_index: 1 },
      { fieldname: 'position', label: 'Position', fieldtype: 'Int', default: '0' },
    ],
  },
];

/** Fields Tessera adds to stock doctypes (Custom Field), each after the one before it. */
export const CUSTOM_FIELDS = {
  Project: [
    { fieldname: 'subject', label: 'Subject', fieldtype: 'Data', insert_after: 'project_name' },
    { fieldname: 'project_status', label: 'Project Status', fieldtype: 'Data', default: 'Open' },
    { fieldname: 'color', label: 'Color', fieldtype: 'Color' },
    { fieldname: 'is_custom', label: 'Uses Its Own Statuses', fieldtype: 'Check', default: '0' },
    { fieldname: 'space', label: 'Space', fieldtype: 'Link', options: 'Spaces', search_index: 1 },
    { fieldname: 'archived', label: 'Archived', fieldtype: 'Check', default: '0' },
  ],
  Task: [
    { fieldname: 'color', label: 'Color', fieldtype: 'Color', insert_after: 'type' },
    { fieldname: 'puxeo_status', label: 'Board Status', fieldtype: 'Link', options: 'Puxeo Statuses' },
    { fieldname: 'kanban_position', label: 'Board Position', fieldtype: 'Float', default: '0' },
    { fieldname: 'kanban_rank', label: 'Board Rank', fieldtype: 'Data' },
  ],
};

/** The doctypes whose permissions Tessera's roles need. */
export const PERMISSION_DOCTYPES = ['Spaces', 'Puxeo Statuses', 'Project', 'Task'];
