// Every query key of the dashboards' task statistics, in one place: `all` covers them all, for invalidation,
// and sits under the Task doctype's key, so a task changed in any remote refreshes the dashboards too.
import { resourceKey } from 'shared-auth';
import type { TaskGroupField } from '@kits/api/count-tasks-by';

export const dashboardKeys = {
  all: [...resourceKey('Task'), 'dashboard-stats'] as const,
  counts: (field: TaskGroupField) => [...dashboardKeys.all, 'counts', field] as const,
  statusNames: () => [...dashboardKeys.all, 'status-names'] as const,
  dueBetween: (from: string, to: string) => [...dashboardKeys.all, 'due-between', from, to] as const,
  overdue: (today: string) => [...dashboardKeys.all, 'overdue', today] as const,
  hoursByDepartment: () => [...dashboardKeys.all, 'hours-by-department'] as const,
  trend: (from: string) => [...dashboardKeys.all, 'trend', from] as const,
  workload: () => [...dashboardKeys.all, 'workload'] as const,
  recentChanges: () => [...dashboardKeys.all, 'recent-changes'] as const,
};
