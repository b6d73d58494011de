// The board statuses of a space or of a project (its own).
import { type Project, type PuxeoStatus, STATUS_FIELDS } from 'tessera-contracts';
import { listDocs } from 'shared-auth';
import { useQuery } from '@tanstack/react-query';
import { type StatusParent, workspaceKeys } from './workspace-keys';

export function fetchStatuses(parent: StatusParent, signal?: AbortSignal): Promise<PuxeoStatus[]> {
  return listDocs<PuxeoStatus>(
    'Puxeo Statuses',
    { fields: STATUS_FIELDS, filters: { ...parent }, orderBy: 'position asc, creation asc', limitPageLength: 0 },
    signal,
  );
}

/** The statuses of a space or a project (its own); nothing is asked while `parent` is null. */
export function useStatuses(parent: StatusParent | null) {
  return useQuery({
    queryKey: workspaceKeys.statuses(parent ?? { space: '' }),
    queryFn: ({ signal }) => fetchStatuses(parent!, signal),
    enabled: parent !== null,
  });
}

/** Whose statuses a project's board shows: its own when it uses custom statuses, else its space's. */
export function statusParentOf(project: Project): StatusParent | null {
  if (project.is_custom) return { project: project.name };
  return project.space ? { space: project.space } : null;
}
