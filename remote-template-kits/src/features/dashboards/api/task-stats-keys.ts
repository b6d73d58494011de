// Every query key of the dashboards' task statistics, in one place: `all` covers them all, for invalidation,
// and sits under the Task doctype's key, so a task changed in any remote refreshes the dashboards too.
import { resourceKey } from 'shared-auth';
import type { GroupField } from './task-stats';

export const taskStatsKeys = {
  all: [...resourceKey('Task'), 'dashboard-stats'] as const,
  counts: (field: GroupField) => [...taskStatsKeys.all, 'counts', field] as const,
  dueBetween: (from: string, to: string) => [...taskStatsKeys.all, 'due-between', from, to] as const,
  overdue: (today: string) => [...taskStatsKeys.all, 'overdue', today] as const,
  hoursByDepartment: () => [...taskStatsKeys.all, 'hours-by-department'] as const,
};
