// The board statuses of every project, read once for pages showing tasks of many projects; what a task's status is
// given them is decided in tessera-contracts (board-status.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listDocs } from 'shared-auth';
import { boardStatusesOf, type PuxeoStatus, STATUS_FIELDS } from 'tessera-contracts';
import { useProjects } from './list-projects';
import { workspaceKeys } from './workspace-keys';

export function fetchAllStatuses(signal?: AbortSignal): Promise<PuxeoStatus[]> {
  return listDocs<PuxeoStatus>(
    'Puxeo Statuses',
    { fields: STATUS_FIELDS, orderBy: 'position asc, creation asc', limitPageLength: 0 },
    signal,
  );
}

/** Every space's and project's board statuses: a few dozen records, read once for pages showing many projects. */
export const allStatusesQueryOptions = () =>
  queryOptions({ queryKey: workspaceKeys.allStatuses(), queryFn: ({ signal }) => fetchAllStatuses(signal) });

export function useAllStatuses(enabled = true) {
  return useQuery({ ...allStatusesQueryOptions(), enabled });
}

const NO_STATUSES: readonly PuxeoStatus[] = [];

export interface TaskStatusBook {
  /** Whether projects and statuses are read (until then, every task shows its `status`). */
  ready: boolean;
  /** The board statuses of the project named, in order; none for a task without a project. */
  statusesOf: (project: string | null | undefined) => readonly PuxeoStatus[];
}

/** Every project's board statuses, for pages that show tasks of many projects. */
export function useTaskStatusBook(enabled = true): TaskStatusBook {
  const projects = useProjects();
  const statuses = useAllStatuses(enabled);
  return useMemo(() => {
    const byProject = new Map<string, readonly PuxeoStatus[]>();
    const all = statuses.data ?? NO_STATUSES;
    for (const project of projects.data ?? []) byProject.set(project.name, boardStatusesOf(project, all));
    return {
      ready: projects.data !== undefined && statuses.data !== undefined,
      statusesOf: (project) => (project ? (byProject.get(project) ?? NO_STATUSES) : NO_STATUSES),
    };
  }, [projects.data, statuses.data]);
}
