// Each project's space, by the space's name, for the charts that nest projects in their spaces.
import type { Space } from 'tessera-contracts';
import type { ProjectBoard } from '@kits/api/list-projects';

/** Every project's space name (Spaces' name1) by project id; projects outside any space are left out. */
export function projectSpacesOf(
  projects: readonly Pick<ProjectBoard, 'name' | 'space'>[],
  spaces: readonly Pick<Space, 'name' | 'name1'>[],
): Map<string, string> {
  const spaceNames = new Map(spaces.map((space) => [space.name, space.name1 || space.name]));
  return new Map(
    projects.flatMap((project) =>
      project.space ? [[project.name, spaceNames.get(project.space) ?? project.space] as const] : [],
    ),
  );
}
