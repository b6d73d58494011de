import type { DocSeedContext } from '../resource/doctype';
import { SEED_PROJECTS, SEED_SPACES, type SeedStatus } from './workspace-seed-data';

function insertAll(
  ctx: DocSeedContext,
  statuses: readonly SeedStatus[],
  parent: { space: string } | { project: string },
) {
  statuses.forEach((status, position) => ctx.insert({ ...status, ...parent, position }));
}

export function seedStatuses(ctx: DocSeedContext): void {
  for (const space of SEED_SPACES) {
    const name = ctx.lookup('Spaces', 'name', space.name);
    if (name) insertAll(ctx, space.statuses, { space: name });
  }
  for (const project of SEED_PROJECTS) {
    const name = project.statuses && ctx.lookup('Project', 'project_name', project.project_name);
    if (project.statuses && name) insertAll(ctx, project.statuses, { project: name });
  }
}
