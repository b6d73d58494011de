// Query keys of the spaces, projects and statuses every page of this remote reads. Each sits under its
// doctype's key, so a write to a doctype refreshes everything read from it.
import { resourceKey } from 'shared-auth';

/** Whose statuses: a space's, or a project's own. */
export type StatusParent = { space: string } | { project: string };

export const workspaceKeys = {
  spaces: () => [...resourceKey('Spaces'), 'all'] as const,
  projects: () => [...resourceKey('Project'), 'all'] as const,
  statuses: (parent: StatusParent) => [...resourceKey('Puxeo Statuses'), parent] as const,
  allStatuses: () => [...resourceKey('Puxeo Statuses'), 'all'] as const,
};
