// The app's roles. Roles, access levels, the access rule and the app role a user's Frappe roles grant are the
// contracts' (tessera-contracts), shared with the mock-server; the role always comes from the server's User record.
export {
  ROLES,
  ROLES_BY_ACCESS_LEVEL,
  appRoleFromFrappeRoles,
  canAccess,
  isRole,
  type AccessLevel,
  type Role,
} from 'tessera-contracts';
