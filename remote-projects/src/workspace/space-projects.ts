// Which projects a space holds, from the spaces and projects already read.
import type { Project, Space } from 'tessera-contracts';

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
