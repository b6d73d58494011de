// Spaces, projects and board statuses as the pages read them, cached per doctype (see workspace-keys).
import { useQuery } from '@tanstack/react-query';
import type { Project } from 'tessera-contracts';
import { workspaceKeys } from './workspace-keys';
import { projectsQueryOptions, spacesQueryOptions } from './workspace-queries';
import { fetchStatuses, type StatusParent } from './workspace-requests';

export function useSpaces() {
  return useQuery(spacesQueryOptions());
}

export function useProjects() {
  return useQuery(projectsQueryOptions());
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
