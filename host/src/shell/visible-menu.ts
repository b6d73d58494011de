import { canAccess, type Role } from 'shared-auth';
import { accessOfPath, type HostRoute, type MenuGroupWithSource } from '../routing/route-table';

/** The menu a role sees: items it may open (by the item's own level, else its route's), and no empty groups. */
export function visibleMenu(menu: MenuGroupWithSource[], routes: HostRoute[], role: Role): MenuGroupWithSource[] {
  return menu
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => canAccess(role, item.access ?? accessOfPath(routes, item.path))),
    }))
    .filter((group) => group.items.length > 0);
}
