// The sidebar menu derived from a route module: groups nested by `parent`, each holding the entries of the pages
// placed in it. An entry carries its page's access level, so the menu never shows a page the guard refuses.
import type { AccessLevel } from 'tessera-contracts';
import type { MenuGroupDeclaration, PageDeclaration } from './types';

export interface MenuEntry {
  label: string;
  /** Where the link goes. */
  to: string;
  /** The page's path (with parameters) the link opens. */
  path: string;
  access?: AccessLevel;
}

export interface MenuNode extends MenuGroupDeclaration {
  entries: MenuEntry[];
  children: MenuNode[];
}

const byOrder =
  <T extends { order?: number }>(label: (item: T) => string) =>
  (a: T, b: T) =>
    (a.order ?? 100) - (b.order ?? 100) || label(a).localeCompare(label(b));

/** Groups without a known parent are top-level; pages whose group is unknown are left out (the checks report them). */
export function menuTree(groups: readonly MenuGroupDeclaration[], pages: readonly PageDeclaration[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>(groups.map((group) => [group.id, { ...group, entries: [], children: [] }]));
  const placedPages = pages
    .filter((page) => page.menu !== undefined && nodes.has(page.menu.group))
    .sort((a, b) => (a.menu?.order ?? 100) - (b.menu?.order ?? 100));
  for (const page of placedPages) {
    const menu = page.menu;
    if (!menu) continue;
    nodes.get(menu.group)?.entries.push({
      label: menu.label ?? page.title,
      to: menu.to ?? page.path,
      path: page.path,
      access: page.access,
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent !== undefined && node.parent !== node.id ? nodes.get(node.parent) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sortTree = (list: MenuNode[]) => {
    list.sort(byOrder<MenuNode>((node) => node.label));
    for (const node of list) sortTree(node.children);
  };
  sortTree(roots);
  return roots;
}
