// Every project, read whole (a workspace has tens), kept between visits (shared-auth's persisted queries); a page's
// prefetch uses the same query options.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDocs, persistedQueryMeta } from 'shared-auth';
import { type Project, PROJECT_FIELDS } from 'tessera-contracts';
import { workspaceKeys } from './workspace-keys';

export function fetchProjects(signal?: AbortSignal): Promise<Project[]> {
  return listDocs<Project>('Project', { fields: PROJECT_FIELDS, orderBy: 'creation asc', limitPageLength: 0 }, signal);
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.projects(),
    queryFn: ({ signal }) => fetchProjects(signal),
    meta: persistedQueryMeta,
  });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
