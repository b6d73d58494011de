// Archiving, renaming or recolouring a space or a project, through Frappe's standard PUT. The write carries the
// `modified` the user saw: a change made elsewhere since is refused rather than overwritten.
import { updateDoc } from 'shared-auth';
import type { TreeItem } from './tree-item';

const DOCTYPE = { space: 'Spaces', project: 'Project' } as const;

function save(item: TreeItem, changes: Record<string, unknown>): Promise<unknown> {
  return updateDoc(DOCTYPE[item.kind], item.doc.name, { ...changes, modified: item.doc.modified });
}

export function setArchived(item: TreeItem, archived: boolean): Promise<unknown> {
  return save(item, { archived: archived ? 1 : 0 });
}

export function rename(item: TreeItem, label: string): Promise<unknown> {
  // A project's subject follows its name, as the wizard sets it.
  return save(item, item.kind === 'space' ? { name1: label } : { project_name: label, subject: label });
}

export function recolor(item: TreeItem, color: string): Promise<unknown> {
  return save(item, { color });
}
