// The requests for spaces, projects and statuses, exactly as the Frappe API expects them. Lists are small (a
// workspace has tens of spaces and projects), so each is read whole.
import { listDocs } from 'shared-auth';
import {
  PROJECT_FIELDS,
  SPACE_FIELDS,
  STATUS_FIELDS,
  type Project,
  type PuxeoStatus,
  type Space,
} from 'tessera-contracts';

/** Whose statuses: a space's, or a project's own. */
export type StatusParent = { space: string } | { project: string };

export function fetchSpaces(signal?: AbortSignal): Promise<Space[]> {
  return listDocs<Space>('Spaces', { fields: SPACE_FIELDS, orderBy: 'creation asc', limitPageLength: 0 }, signal);
}

export function fetchProjects(signal?: AbortSignal): Promise<Project[]> {
  return listDocs<Project>('Project', { fields: PROJECT_FIELDS, orderBy: 'creation asc', limitPageLength: 0 }, signal);
}

export function fetchStatuses(parent: StatusParent, signal?: AbortSignal): Promise<PuxeoStatus[]> {
  return listDocs<PuxeoStatus>(
    'Puxeo Statuses',
    { fields: STATUS_FIELDS, filters: { ...parent }, orderBy: 'position asc, creation asc', limitPageLength: 0 },
    signal,
  );
}
