// Which tasks `/projects/:space` lists: every task for `all`, else those of the space's projects. The space is
// looked up by its name (the URL segment) among the spaces the server knows.
import { useMemo } from 'react';
import { readableError } from 'shared-auth';
import type { Project } from 'tessera-contracts';
import { ALL_SPACES } from '@projects/paths';
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
    };

const NO_PROJECTS: readonly Project[] = [];

export function useSpaceScope(space: string): SpaceScope {
  const isAll = space === ALL_SPACES;
  const spaces = useSpaces();
  const projects = useProjects();
  return useMemo((): SpaceScope => {
    if (isAll) return { phase: 'ready', title: 'All tasks', projects: null, choices: projects.data ?? NO_PROJECTS };
    const failed = spaces.error ?? projects.error;
    if (failed && (!spaces.data || !projects.data)) {
      return {
        phase: 'error',
        error: readableError(failed),
        retry: () => {
          void spaces.refetch();
          void projects.refetch();
        },
      };
    }
    const found = findSpace(spaces.data, space);
    if (found === undefined || !projects.data) return { phase: 'loading' };
    if (found === null) return { phase: 'missing' };
    const choices = projectsInSpace(projects.data, found.name);
    return { phase: 'ready', title: found.name1, projects: choices.map((project) => project.name), choices };
  }, [isAll, space, spaces, projects]);
}
