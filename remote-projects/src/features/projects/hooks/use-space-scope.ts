// Which tasks `/projects/:space` lists: every task for `all`, else those of the space's projects. The space is
// looked up by its name (the URL segment) among the spaces the server knows. A space with board statuses lists
// its tasks by those (workspace/board-status.ts), as its board does.
import {
  type Project,
  type PuxeoStatus,
  spaceListStatuses,
  type StatusNameScope,
  statusNameScopeOf,
} from 'tessera-contracts';
import { useMemo } from 'react';
import { readableError } from 'shared-auth';
import { ALL_SPACES } from '@projects/paths';
import { useAllStatuses } from '@projects/workspace/board-status';
import { useProjects } from '@projects/workspace/list-projects';
import { useSpaces } from '@projects/workspace/list-spaces';
import { findSpace, projectsInSpace } from '@projects/workspace/space-projects';

export type SpaceScope =
  | { phase: 'loading' }
  | { phase: 'error'; error: string; retry: () => void }
  | { phase: 'missing' }
  | {
      phase: 'ready';
      title: string;
      /** The space's project names; null for every task. */
      projects: readonly string[] | null;
      /** The projects a task of this page may belong to (the project filter and a new task offer these). */
      choices: readonly Project[];
      /**
       * The space's board statuses, then those of its projects with their own: the statuses its tasks are listed
       * and filtered by; none for every task, or a space without statuses (ERPNext's statuses then).
       */
      boardStatuses: readonly PuxeoStatus[];
      /** For every task, the status names its list groups by (each task's one status); null for a space. */
      statusNames: StatusNameScope | null;
    };

const NO_STATUSES: readonly PuxeoStatus[] = [];

export function useSpaceScope(space: string): SpaceScope {
  const isAll = space === ALL_SPACES;
  const spaces = useSpaces();
  const projects = useProjects();
  const statuses = useAllStatuses();
  return useMemo((): SpaceScope => {
    const failed = spaces.error ?? projects.error ?? statuses.error;
    if (failed && (!spaces.data || !projects.data || !statuses.data)) {
      return {
        phase: 'error',
        error: readableError(failed),
        retry: () => {
          for (const query of [spaces, projects, statuses]) if (query.isError) void query.refetch();
        },
      };
    }
    if (isAll) {
      if (!spaces.data || !projects.data || !statuses.data) return { phase: 'loading' };
      return {
        phase: 'ready',
        title: 'All tasks',
        projects: null,
        choices: projects.data,
        boardStatuses: NO_STATUSES,
        statusNames: statusNameScopeOf(spaces.data, projects.data, statuses.data),
      };
    }
    const found = findSpace(spaces.data, space);
    if (found === undefined || !projects.data || !statuses.data) return { phase: 'loading' };
    if (found === null) return { phase: 'missing' };
    const choices = projectsInSpace(projects.data, found.name);
    const boardStatuses = spaceListStatuses(found.name, choices, statuses.data);
    return {
      phase: 'ready',
      title: found.name1,
      projects: choices.map((project) => project.name),
      choices,
      boardStatuses,
      statusNames: null,
    };
  }, [isAll, space, spaces, projects, statuses]);
}
