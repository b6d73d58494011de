// The charts' query keys, under the Task doctype's key: a task changed in any remote refreshes the charts too.
import { resourceKey } from 'shared-auth';
import type { TaskGroupField } from '@kits/api/count-tasks-by';

export const chartKeys = {
  all: [...resourceKey('Task'), 'charts'] as const,
  counts: (fields: readonly TaskGroupField[]) => [...chartKeys.all, 'counts', ...fields] as const,
  activity: (from: string) => [...chartKeys.all, 'activity', from] as const,
  daily: (from: string) => [...chartKeys.all, 'daily', from] as const,
  /** A figure counted by each task's one status, by name: read again when a task changes, as the dashboards'. */
  byStatusName: (source: string) => [...chartKeys.all, 'by-status-name', source] as const,
};
