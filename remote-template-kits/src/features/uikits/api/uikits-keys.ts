// Every query key of the UI kits group, in one place. Counts read from a doctype sit under that doctype's key, so
// a task or project changed in any remote refreshes the metric cards too.
import { resourceKey } from 'shared-auth';

export const uikitsKeys = {
  all: ['uikits'] as const,
  listPeople: () => [...uikitsKeys.all, 'list', 'all'] as const,
  taskMetrics: (userId: string, today: string) => [...resourceKey('Task'), 'uikits-metrics', userId, today] as const,
  projectMetrics: () => [...resourceKey('Project'), 'uikits-metrics'] as const,
};
