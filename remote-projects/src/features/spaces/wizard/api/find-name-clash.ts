// The name check Finish makes before creating anything: read the siblings fresh (the sidebar's copy may be
// old) and compare as the server does (trimmed, case-insensitive).
import { fetchProjects } from '@projects/workspace/list-projects';
import { fetchSpaces } from '@projects/workspace/list-spaces';
import { sameName, type WizardKind } from '../model/wizard-values';

/** A message when `name` is taken, else null. */
export async function findNameClash(kind: WizardKind, name: string, space: string | undefined): Promise<string | null> {
  if (kind === 'space') {
    const spaces = await fetchSpaces();
    return spaces.some((existing) => sameName(existing.name1, name))
      ? `A space named ${name.trim()} already exists. Choose another name.`
      : null;
  }
  const projects = await fetchProjects();
  const clash = projects.find((existing) => sameName(existing.project_name, name));
  if (!clash) return null;
  // ERPNext keeps project names unique across the site, not only within a space.
  return clash.space === space
    ? `A project named ${name.trim()} already exists in this space. Choose another name.`
    : `A project named ${name.trim()} already exists in another space, and project names must be unique. Choose another name.`;
}
