// Tasks name their project by its id (PROJ-0001); the charts show the project's name.
import { listDocs } from 'shared-auth';
import type { TaskGroupCount, TaskGroupField } from '@kits/api/count-tasks-by';

/** Every project's name by id. */
export async function fetchProjectTitles(signal?: AbortSignal): Promise<Map<string, string>> {
  const projects = await listDocs<{ name: string; project_name?: string | null }>(
    'Project',
    { fields: ['name', 'project_name'], limitPageLength: 0 },
    signal,
  );
  return new Map(projects.map((project) => [project.name, project.project_name || project.name]));
}

/** The groups with each project id replaced by the project's name (an unknown id stays as it is). */
export function withProjectTitles<Field extends TaskGroupField>(
  groups: readonly TaskGroupCount<Field>[],
  titles: ReadonlyMap<string, string>,
): TaskGroupCount<Field>[] {
  return groups.map((group) => {
    const values: Record<TaskGroupField, string | null> = { ...group.values } as Record<TaskGroupField, string | null>;
    const project = values.project;
    if (project) values.project = titles.get(project) ?? project;
    return { ...group, values };
  });
}
