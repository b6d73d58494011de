// A space or a project as the tree's context menus act on it.
import type { Project, Space } from 'tessera-contracts';

export type TreeItem = { kind: 'space'; doc: Space } | { kind: 'project'; doc: Project };

export function itemLabel(item: TreeItem): string {
  return item.kind === 'space' ? item.doc.name1 : item.doc.project_name;
}
