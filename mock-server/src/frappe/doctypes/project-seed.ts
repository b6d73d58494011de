import type { DocSeedContext } from '../resource/doctype';
import { SEED_PROJECTS } from './workspace-seed-data';

export function seedProjects(ctx: DocSeedContext): void {
  for (const project of SEED_PROJECTS) {
    // The seed spaces exist unless someone deleted them before projects were first seeded.
    const space = ctx.lookup('Spaces', 'name', project.space);
    ctx.insert({
      project_name: project.project_name,
      subject: project.subject,
      status: 'Open',
      project_status: 'Open',
      color: project.color,
      is_custom: project.statuses ? 1 : 0,
      space,
    });
  }
}
