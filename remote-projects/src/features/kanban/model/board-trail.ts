// Where a board sits below the "Projects" group, for the host's breadcrumb: a space's board under the space
// ("Engineering › Kanban board"), a project's under its board. The board of all spaces is the menu's own entry.
import type { TrailStep } from 'shared-ui';
import type { Project, Space } from 'tessera-contracts';
import { ALL_SPACES, paths } from '@projects/paths';

export const BOARD_TITLE = 'Kanban board';

export function boardTrail(
  space: Pick<Space, 'name' | 'name1'> | null,
  project: Pick<Project, 'project_name'> | null,
): TrailStep[] | null {
  if (!space && !project) return null;
  const steps: TrailStep[] = space ? [{ label: space.name1, to: paths.spaceTasks.to(space.name) }] : [];
  if (!project) return [...steps, { label: BOARD_TITLE }];
  return [
    ...steps,
    { label: BOARD_TITLE, to: paths.spaceBoard.to(space?.name ?? ALL_SPACES) },
    { label: project.project_name },
  ];
}
