// Each project's space, by the space's name, for the charts that nest projects in their spaces.
import { listDocs } from 'shared-auth';

/** Every project's space name (Spaces' name1) by project id; projects outside any space are left out. */
export async function fetchProjectSpaces(signal?: AbortSignal): Promise<Map<string, string>> {
  const [projects, spaces] = await Promise.all([
    listDocs<{ name: string; space?: string | null }>(
      'Project',
      { fields: ['name', 'space'], limitPageLength: 0 },
      signal,
    ),
    listDocs<{ name: string; name1?: string | null }>(
      'Spaces',
      { fields: ['name', 'name1'], limitPageLength: 0 },
      signal,
    ),
  ]);
  const spaceNames = new Map(spaces.map((space) => [space.name, space.name1 || space.name]));
  return new Map(
    projects.flatMap((project) =>
      project.space ? [[project.name, spaceNames.get(project.space) ?? project.space] as const] : [],
    ),
  );
}
