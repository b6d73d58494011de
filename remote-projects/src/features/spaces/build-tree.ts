// The tree the sidebar draws: the spaces in creation order, each with its projects; archived ones left out.
import type { Project, Space } from 'tessera-contracts';
import type { TreeItem } from './api/tree-item';

export interface SpaceNode {
  space: Space;
  projects: Project[];
}

export function buildSpaceTree(spaces: readonly Space[], projects: readonly Project[]): SpaceNode[] {
  return spaces
    .filter((space) => !space.archived)
    .map((space) => ({
      space,
      projects: projects.filter((project) => project.space === space.name && !project.archived),
    }));
}

/** What the "Archived" view lists: archived spaces, then archived projects of spaces still shown. */
export function archivedItems(spaces: readonly Space[], projects: readonly Project[]): TreeItem[] {
  const shown = new Set(spaces.filter((space) => !space.archived).map((space) => space.name));
  return [
    ...spaces.filter((space) => space.archived).map((doc): TreeItem => ({ kind: 'space', doc })),
    ...projects
      .filter((project) => project.archived && project.space && shown.has(project.space))
      .map((doc): TreeItem => ({ kind: 'project', doc })),
  ];
}
