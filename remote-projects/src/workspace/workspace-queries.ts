// The spaces and projects every page of this remote reads, as query options: the hooks (use-workspace.ts) and a
// page's prefetch use the same keys and requests. Both are kept between visits (shared-auth's persisted queries).
import { queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import type { Project, Space } from 'tessera-contracts';
import { workspaceKeys } from './workspace-keys';
import { fetchProjects, fetchSpaces } from './workspace-requests';

export const spacesQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.spaces(),
    queryFn: ({ signal }) => fetchSpaces(signal),
    meta: persistedQueryMeta,
  });

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.projects(),
    queryFn: ({ signal }) => fetchProjects(signal),
    meta: persistedQueryMeta,
  });

/** The space a URL segment names, if any (`undefined` while spaces load). */
export function findSpace(spaces: Space[] | undefined, name: string): Space | null | undefined {
  if (!spaces) return undefined;
  return spaces.find((space) => space.name === name) ?? null;
}

/** The projects of the space named `spaceName`. */
export function projectsInSpace(projects: readonly Project[], spaceName: string): Project[] {
  return projects.filter((project) => project.space === spaceName);
}

/** The names of a space's projects; undefined when no space has that name. */
export function projectsOfSpace(spaces: Space[], projects: Project[], space: string): string[] | undefined {
  const found = findSpace(spaces, space);
  if (!found) return undefined;
  return projectsInSpace(projects, found.name).map((project) => project.name);
}
