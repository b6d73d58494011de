// Tasks name their project by its ID (PROJ-0001); people know it by its project name.
import type { Project } from 'tessera-contracts';

export function projectLabeller(projects: readonly Project[] | undefined): (name: string) => string {
  const labels = new Map((projects ?? []).map((project) => [project.name, project.project_name]));
  return (name) => labels.get(name) ?? name;
}
