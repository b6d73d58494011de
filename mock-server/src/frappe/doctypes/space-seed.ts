import type { DocSeedContext } from '../resource/doctype';
import { SEED_SPACES } from './workspace-seed-data';

export function seedSpaces(ctx: DocSeedContext): void {
  for (const space of SEED_SPACES) ctx.insert({ name1: space.name1, color: space.color }, { name: space.name });
}
