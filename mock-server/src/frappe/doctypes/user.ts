// Frappe's User, reduced to what the app uses. Named by e-mail (lowercased). The password is a write-only
// `new_password` field kept in the auth table, so it can never be read or listed; setting it ends the
// user's other sessions (an afterSave hook) unless its `logout_all_sessions` is off. `user_image` is an Attach Image: only an http(s) URL or a path
// on this site.
// Permissions: SA and ADMIN read and write every User; any other signed-in user reads only their own, without
// the permlevel-1 fields (roles, user type), as on a real Frappe site.
// As in Frappe (user.py has_permission / get_permission_query_conditions), nobody but Administrator sees
// or edits the Administrator and Guest users.

import { FRAPPE_ROLE_FOR } from 'tessera-contracts';
import { permissionError, validationError } from '../errors';
import type { DocTypeDef, DocValues } from '../resource/doctype';
import { ADMINISTRATOR, GUEST_USER, userHasAccess, type RequestUser } from '../roles';
import { seedUsers } from './user-seed';

const STANDARD_USERS = [ADMINISTRATOR, GUEST_USER];
const ELEVATED_ROLES = [FRAPPE_ROLE_FOR.SA, ADMINISTRATOR];

function isUserManager(user: RequestUser): boolean {
  return userHasAccess(user, 'admin');
}

function rolesOf(doc: DocValues): string[] {
  const rows = doc.roles;
  return Array.isArray(rows) ? rows.map((r) => String(r.role)) : [];
}

export const USER: DocTypeDef = {
  name: 'User',
  naming: { kind: 'field', field: 'email', lowercase: true },
  sortOrder: 'creation desc',
  fields: [
    { fieldname: 'email', fieldtype: 'Data', label: 'Email', reqd: true, isEmail: true },
    { fieldname: 'first_name', fieldtype: 'Data', label: 'First Name', reqd: true },
    { fieldname: 'last_name', fieldtype: 'Data', label: 'Last Name' },
    { fieldname: 'full_name', fieldtype: 'Data', label: 'Full Name', readOnly: true },
    { fieldname: 'user_image', fieldtype: 'Attach Image', label: 'User Image' },
    { fieldname: 'enabled', fieldtype: 'Check', label: 'Enabled', default: 1 },
    {
      fieldname: 'user_type',
      fieldtype: 'Select',
      label: 'User Type',
      options: ['System User', 'Website User'],
      default: 'System User',
      permlevel: 1,
    },
    { fieldname: 'roles', fieldtype: 'Table', label: 'Roles Assigned', options: 'Has Role', permlevel: 1 },
    { fieldname: 'new_password', fieldtype: 'Password', label: 'Set New Password' },
    {
      fieldname: 'logout_all_sessions',
      fieldtype: 'Check',
      label: 'Logout From All Devices After Changing Password',
      default: 1,
    },
    // Token authentication for server-to-server calls (generate_keys); the secret is a write-only Password.
    { fieldname: 'api_key', fieldtype: 'Data', label: 'API Key', readOnly: true, unique: true },
    { fieldname: 'api_secret', fieldtype: 'Password', label: 'API Secret' },
  ],
  permissions: {
    read: 'guest',
    write: 'admin',
    // Frappe's User gives permlevel 1 (roles, user type) to System Manager only: everyone else reading their
    // own record gets `roles: []` and no `user_type`, and must ask get_roles for their roles.
    readLevels: (user) => (isUserManager(user) ? [1] : []),
    rowCondition: (user, col) => {
      if (user.name === ADMINISTRATOR) return null;
      if (isUserManager(user)) return { sql: `${col('name')} NOT IN (?, ?)`, params: STANDARD_USERS };
      return { sql: `${col('name')} = ?`, params: [user.name] };
    },
    canAccessDoc: (user, doc) => {
      if (user.name === ADMINISTRATOR) return true;
      if (STANDARD_USERS.includes(String(doc.name))) return false;
      return isUserManager(user) || String(doc.name).toLowerCase() === user.name.toLowerCase();
    },
    canWriteDoc: (user, doc) => {
      if (user.name === ADMINISTRATOR) return true;
      if (STANDARD_USERS.includes(String(doc.name))) return false;
      // An ADMIN manages users but not the SAs above them.
      return user.appRole === 'SA' || !rolesOf(doc).some((r) => ELEVATED_ROLES.includes(r));
    },
  },
  hooks: {
    validate: (doc, { user }) => {
      if (typeof doc.email === 'string') doc.email = doc.email.trim().toLowerCase();
      doc.full_name =
        [doc.first_name, doc.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ') || null;
      // Only an SA may hand out the SA level (docs/product.md, Roles: the role comes from the server).
      if (user.appRole !== 'SA' && rolesOf(doc).some((r) => ELEVATED_ROLES.includes(r))) {
        throw permissionError('Only a Tessera SA can grant the Tessera SA or Administrator role');
      }
    },
    afterSave: (doc, { isNew, db, passwordsSet, sid }) => {
      // Frappe's update_password(logout_all_sessions=…), the User's own check, on by default: a new password ends
      // the user's other sessions, so whoever held the old one is signed out. The session that made the change stays.
      if (isNew || !passwordsSet.includes('new_password') || !doc.logout_all_sessions) return;
      db.prepare('DELETE FROM sessions WHERE user = ? AND sid IS NOT ?').run(doc.name, sid);
    },
    onTrash: (doc, { db }) => {
      if (STANDARD_USERS.includes(String(doc.name)))
        throw validationError(`User ${String(doc.name)} cannot be deleted`);
      db.prepare('DELETE FROM sessions WHERE user = ?').run(doc.name);
    },
  },
  seed: seedUsers,
};
