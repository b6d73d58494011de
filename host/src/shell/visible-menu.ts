import { canAccess, type Role } from 'shared-auth';
import type { MenuNode } from 'shared-ui';

/** The menu a role sees: the entries whose page it may open, and no group left without anything in it. */
export function visibleMenu<Node extends MenuNode>(menu: Node[], role: Role): Node[] {
  return menu.flatMap((node) => {
    const entries = node.entries.filter((entry) => canAccess(role, entry.access));
    const children = visibleMenu(node.children, role);
    return entries.length > 0 || children.length > 0 ? [{ ...node, entries, children }] : [];
  });
}
