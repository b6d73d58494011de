// Every query key of the projects feature's task queries: one entry per filter set, so the answer for one set of
// filters is cached under it and can never be shown for another. All sit under the Task doctype's key.
import { resourceKey } from 'shared-auth';
import type { TaskFilter } from './task-filters';

export const taskKeys = {
  all: [...resourceKey('Task'), 'task-list'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (filters: TaskFilter[]) => [...taskKeys.lists(), filters] as const,
  counts: () => [...taskKeys.all, 'count'] as const,
  count: (filters: TaskFilter[]) => [...taskKeys.counts(), filters] as const,
};
