// Seeds every registered doctype that has a seed, once per database (see ../../db/seed-log.ts), in
// registration order, so a doctype's seed may rely on those listed before it (tasks after users).

import { seedOnce } from '../../db/seed-log';
import type { ResourceService } from './service';

export function seedDoctypes(resources: ResourceService, now: Date = new Date()): void {
  for (const def of resources.registry.all()) {
    const seed = def.seed;
    if (!seed) continue;
    seedOnce(
      resources.db,
      `doctype:${def.name}`,
      () => resources.store.hasDocuments(def),
      () => seed(resources.seedContext(def, now)),
    );
  }
}
