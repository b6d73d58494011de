// The delivery dashboard's hours of open work per department. Kept between visits (shared-auth's persisted
// queries).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import { listUnfinishedTasks } from '@kits/api/unfinished-tasks';
import { dashboardKeys } from './dashboard-keys';

export interface DepartmentHours {
  /** null: tasks without a department. */
  department: string | null;
  hours: number;
}

/** Expected hours of unfinished tasks (by their one status), summed per department by the server. */
export async function fetchUnfinishedHoursByDepartment(
  client: QueryClient,
  signal?: AbortSignal,
): Promise<DepartmentHours[]> {
  const rows = await listUnfinishedTasks<{ department?: string | null; hours?: number | string | null }>(
    client,
    { fields: ['department', 'sum(expected_time) as hours'], groupBy: 'department', limit: 0 },
    signal,
  );
  // An empty department and an unset one are both "no department": one group.
  const hours = new Map<string | null, number>();
  for (const row of rows) {
    const department = row.department ? row.department : null;
    hours.set(department, (hours.get(department) ?? 0) + (Number(row.hours) || 0));
  }
  return [...hours].map(([department, total]) => ({ department, hours: total }));
}

export function hoursByDepartmentQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.hoursByDepartment(),
    queryFn: ({ client, signal }) => fetchUnfinishedHoursByDepartment(client, signal),
    meta: persistedQueryMeta,
  });
}
