import { appRoleFromFrappeRoles, canAccess, ROLES, type AccessLevel, type Role } from './roles';

describe('canAccess', () => {
  // docs/product.md, Roles: sa = SA only; admin = SA and ADMIN; editor = SA, ADMIN and EDITOR; guest = all four.
  const allowed: Record<AccessLevel, Role[]> = {
    sa: ['SA'],
    admin: ['SA', 'ADMIN'],
    editor: ['SA', 'ADMIN', 'EDITOR'],
    guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  };
  for (const [level, roles] of Object.entries(allowed) as Array<[AccessLevel, Role[]]>) {
    for (const role of ROLES) {
      it(`${role} ${roles.includes(role) ? 'may' : 'may not'} open a ${level}-level route`, () => {
        expect(canAccess(role, level)).toBe(roles.includes(role));
      });
    }
  }

  it('lets every role open a route without an access level', () => {
    for (const role of ROLES) expect(canAccess(role, undefined)).toBe(true);
  });
});

describe('appRoleFromFrappeRoles', () => {
  it('takes the highest app role any Frappe role grants', () => {
    expect(appRoleFromFrappeRoles(['Tessera Editor', 'Tessera SA', 'Tessera Admin'])).toBe('SA');
    expect(appRoleFromFrappeRoles(['Blogger', 'Tessera Editor'])).toBe('EDITOR');
    expect(appRoleFromFrappeRoles(['System Manager'])).toBe('ADMIN');
    expect(appRoleFromFrappeRoles(['Administrator'])).toBe('SA');
  });

  it('counts the stock roles as the rights frappe:setup gives them on Tessera’s doctypes', () => {
    // ERPNext lets a Projects User create, change and delete tasks and projects: never a read-only GUEST.
    expect(appRoleFromFrappeRoles(['Projects User', 'All', 'Guest', 'Desk User'])).toBe('EDITOR');
    expect(appRoleFromFrappeRoles(['Projects Manager', 'All', 'Guest', 'Desk User'])).toBe('EDITOR');
    expect(appRoleFromFrappeRoles(['System Manager', 'All', 'Guest', 'Desk User'])).toBe('ADMIN');
    expect(appRoleFromFrappeRoles(['Projects User', 'System Manager'])).toBe('ADMIN');
  });

  it('gives anyone without a known role no app role', () => {
    expect(appRoleFromFrappeRoles([])).toBeNull();
    expect(appRoleFromFrappeRoles(['Website User', 'tessera admin'])).toBeNull();
  });
});
