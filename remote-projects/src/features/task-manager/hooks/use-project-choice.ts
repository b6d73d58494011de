// The project the page shows: `?project=` names it; without one, the first project.
import { useCallback } from 'react';
import { useSearchParams } from 'shared-ui';
import type { Project } from 'tessera-contracts';

export interface ProjectChoice {
  /** undefined while the projects load; null when the one asked for does not exist (or there is none). */
  project: Project | null | undefined;
  choose: (name: string) => void;
}

export function useProjectChoice(projects: readonly Project[] | undefined): ProjectChoice {
  const [params, setParams] = useSearchParams();
  const asked = params.get('project');
  let project: Project | null | undefined;
  if (projects !== undefined) {
    project = asked ? (projects.find((candidate) => candidate.name === asked) ?? null) : (projects[0] ?? null);
  }
  const choose = useCallback((name: string) => setParams({ project: name }), [setParams]);
  return { project, choose };
}
