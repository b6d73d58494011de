// frappe.core.doctype.user.user.get_roles (v15): `frappe.get_roles(frappe.form_dict["uid"])` for any signed-in
// caller; Frappe checks no permission on `uid`. This is how a user who may not read the permlevel-1 `roles`
// of their own User record learns their roles. frappe.get_roles adds the automatic roles ("All", "Guest",
// "Desk User" for a System User) and gives Administrator every role.

import { validationError } from '../errors';
import { ADMINISTRATOR } from '../roles';
import { findUser } from '../users';
import type { MethodCall, MethodDef } from './types';

const AUTOMATIC_ROLES = ['Guest', 'All', 'Desk User', ADMINISTRATOR];

function allRoleNames(call: MethodCall): string[] {
  const rows = call.ctx.db.prepare('SELECT DISTINCT role FROM "tabHas Role" ORDER BY role').all() as { role: string }[];
  return [...new Set([...rows.map((row) => row.role), ...AUTOMATIC_ROLES])];
}

function getRoles(call: MethodCall): string[] {
  const uid = call.params.uid;
  // Frappe 15 reads form_dict["uid"] and fails with a KeyError (500); a clear 417 here.
  if (typeof uid !== 'string' || uid === '') throw validationError('Missing argument: uid');
  if (uid === 'Guest') return ['Guest'];
  const record = findUser(call.ctx.resources, uid);
  if (record?.name === ADMINISTRATOR) return allRoleNames(call);
  const own = (record?.roles ?? []).filter((role) => !AUTOMATIC_ROLES.includes(role));
  const roles = [...own, 'All', 'Guest'];
  if (record && record.userType === 'System User') roles.push('Desk User');
  return roles;
}

export const ROLE_METHODS: Record<string, MethodDef> = {
  'frappe.core.doctype.user.user.get_roles': { allowGuest: false, handler: getRoles },
};
