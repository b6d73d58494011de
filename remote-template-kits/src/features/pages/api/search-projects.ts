// Projects whose name or subject contains the query. A project opens on its task-manager page.
import { listDocs } from 'shared-auth';
import { containsPattern, SEARCH_GROUP_LIMIT, toAnswer, type SearchAnswer } from './search-types';

interface ProjectRow {
  name: string;
  project_name: string;
  subject?: string | null;
  status?: string | null;
}

/** remote-projects' page of one project (`/task-project?project=`). */
export function projectHref(name: string): string {
  return `/task-project?project=${encodeURIComponent(name)}`;
}

export async function searchProjects(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const pattern = containsPattern(query);
  const rows = await listDocs<ProjectRow>(
    'Project',
    {
      fields: ['name', 'project_name', 'subject', 'status'],
      orFilters: [
        ['project_name', 'like', pattern],
        ['subject', 'like', pattern],
      ],
      orderBy: 'modified desc',
      limitPageLength: SEARCH_GROUP_LIMIT + 1,
    },
    signal,
  );
  return toAnswer(rows, (project) => ({
    id: project.name,
    title: project.project_name,
    detail: project.subject || undefined,
    href: projectHref(project.name),
    status: project.status ?? undefined,
  }));
}
