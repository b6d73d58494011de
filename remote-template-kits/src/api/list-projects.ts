// Every project's name and board settings (its own statuses or its space's), read once for the dashboards: their
// task lists' statuses, their status names (in the projects' order, as the list's) and their tasks-by-project chart.
import { queryOptions } from '@tanstack/react-query';
import { listDocs, resourceKey } from 'shared-auth';
import type { Project } from 'tessera-contracts';

const BOARD_FIELDS = ['name', 'project_name', 'is_custom', 'space'] as const satisfies ReadonlyArray<keyof Project>;

/** A project's name, and what decides its board statuses (boardStatusesOf). */
export type ProjectBoard = Pick<Project, (typeof BOARD_FIELDS)[number]>;

export function fetchProjectBoards(signal?: AbortSignal): Promise<ProjectBoard[]> {
  return listDocs<ProjectBoard>(
    'Project',
    { fields: BOARD_FIELDS, orderBy: 'creation asc', limitPageLength: 0 },
    signal,
  );
}

export const projectBoardsQueryOptions = () =>
  queryOptions({
    // Under the doctype's key: a project moved to another space, or given its own statuses, refreshes the lists.
    queryKey: [...resourceKey('Project'), 'dashboards-boards'] as const,
    queryFn: ({ signal }) => fetchProjectBoards(signal),
  });
