// Copying a space or a project with its own statuses, through Frappe's standard endpoints only.
import { createDoc, listDocs } from 'shared-auth';
import { type Project, type PuxeoStatus, type Space, STATUS_FIELDS } from 'tessera-contracts';
import type { TreeItem } from './tree-item';

/** "X (copy)", or "X (copy 2)"… when that is taken among `siblings`. */
export function copyLabel(label: string, siblings: readonly string[]): string {
  const taken = new Set(siblings.map((sibling) => sibling.trim().toLowerCase()));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${label} (copy)` : `${label} (copy ${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

function ownStatuses(item: TreeItem): Promise<PuxeoStatus[]> {
  const filters = item.kind === 'space' ? { space: item.doc.name } : { project: item.doc.name };
  return listDocs<PuxeoStatus>('Puxeo Statuses', {
    fields: STATUS_FIELDS,
    filters,
    orderBy: 'position asc, creation asc',
    limitPageLength: 0,
  });
}

/**
 * A real copy: the space or project under `label`, then its own statuses, in parallel. A failed status leaves
 * the copy in place and says which statuses are missing.
 */
export async function duplicate(item: TreeItem, label: string): Promise<{ name: string; missing: string[] }> {
  const statuses = await ownStatuses(item);
  const copy =
    item.kind === 'space'
      ? await createDoc<Space>('Spaces', { name1: label, color: item.doc.color })
      : await createDoc<Project>('Project', {
          project_name: label,
          subject: label,
          status: 'Open',
          project_status: 'Open',
          color: item.doc.color,
          is_custom: item.doc.is_custom ?? 0,
          space: item.doc.space,
        });
  const parent = item.kind === 'space' ? { space: copy.name } : { project: copy.name };
  const results = await Promise.allSettled(
    statuses.map((status) =>
      createDoc('Puxeo Statuses', { name1: status.name1, color: status.color, position: status.position, ...parent }),
    ),
  );
  const missing = statuses.filter((_, index) => results[index]?.status === 'rejected').map((status) => status.name1);
  return { name: copy.name, missing };
}
