// Frappe's doctype-level check (frappe.permissions.has_permission without a document): may the user read,
// create, write or delete documents of this doctype at all? Yes when their app role is within the doctype's
// access level for that right, or when one of their Frappe roles has a level-0 standard rule giving it (ERPNext's
// own rules, which a real site keeps beside Tessera's). Not signed in is always refused.

import { userHasAccess, type RequestUser } from '../roles';
import type { DocRight, DocTypeDef } from './doctype';

export function hasRight(user: RequestUser, def: DocTypeDef, right: DocRight): boolean {
  const rule = def.permissions;
  if (!rule || user.isGuest) return false;
  const level = right === 'read' ? rule.read : right === 'delete' ? (rule.delete ?? rule.write) : rule.write;
  if (userHasAccess(user, level)) return true;
  return (rule.standardRules ?? []).some(
    (standard) => (standard.permlevel ?? 0) === 0 && standard[right] === 1 && user.roles.includes(standard.role),
  );
}
