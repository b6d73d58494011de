// The charts' query keys, under the Task doctype's key: a task changed in any remote refreshes the charts too.
import { resourceKey } from 'shared-auth';
import type { TaskGroupField } from '@kits/api/count-tasks-by';

export const chartKeys = {
  all: [...resourceKey('Task'), 'charts'] as const,
  counts: (fields: readonly TaskGroupField[]) => [...chartKeys.all, 'counts', ...fields] as const,
  activity: (from: string) => [...chartKeys.all, 'activity', from] as const,
  daily: (from: string) => [...chartKeys.all, 'daily', from] as const,
  bySpace: () => [...chartKeys.all, 'by-space'] as const,
};
