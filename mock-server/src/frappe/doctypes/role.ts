// Frappe's Role: the stock roles an ERPNext site has and Tessera's four (the demo users hold them). Only an
// SA (Frappe: a System Manager) reads or makes roles, as `npm run frappe:setup` does.

import { FRAPPE_ROLE_FOR, ROLES } from 'tessera-contracts';
import type { DocTypeDef } from '../resource/doctype';
import { ADMINISTRATOR } from '../roles';

const STOCK_ROLES = [
  ADMINISTRATOR,
  'System Manager',
  'Guest',
  'All',
  'Desk User',
  'Projects Manager',
  'Projects User',
  'Employee',
];

export const ROLE: DocTypeDef = {
  name: 'Role',
  naming: { kind: 'field', field: 'role_name' },
  sortOrder: 'creation desc',
  fields: [
    { fieldname: 'role_name', fieldtype: 'Data', label: 'Role Name', reqd: true },
    { fieldname: 'desk_access', fieldtype: 'Check', label: 'Desk Access', default: 1 },
    { fieldname: 'disabled', fieldtype: 'Check', label: 'Disabled', default: 0 },
  ],
  permissions: { read: 'sa', write: 'sa' },
  seed: (ctx) => {
    for (const role of [...STOCK_ROLES, ...ROLES.map((appRole) => FRAPPE_ROLE_FOR[appRole])]) {
      ctx.insert({ role_name: role, desk_access: role === 'Guest' || role === 'All' ? 0 : 1 });
    }
  },
};
