// The dashboards' requests as TanStack queries: one per request, so both dashboards share the counts they both show.
// Each is kept between visits (shared-auth's persisted queries): a returning user sees the last counts at once.
import { queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import {
  fetchOverdueTasks,
  fetchPriorityCounts,
  fetchStatusCounts,
  fetchTasksDueBetween,
  fetchUnfinishedHoursByDepartment,
} from './task-stats';
import { taskStatsKeys } from './task-stats-keys';

export function statusCountsQueryOptions() {
  return queryOptions({
    queryKey: taskStatsKeys.counts('status'),
    queryFn: ({ signal }) => fetchStatusCounts(signal),
    meta: persistedQueryMeta,
  });
}

export function priorityCountsQueryOptions() {
  return queryOptions({
    queryKey: taskStatsKeys.counts('priority'),
    queryFn: ({ signal }) => fetchPriorityCounts(signal),
    meta: persistedQueryMeta,
  });
}

/** `from` and `to` are YYYY-MM-DD, both included. */
export function dueBetweenQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: taskStatsKeys.dueBetween(from, to),
    queryFn: ({ signal }) => fetchTasksDueBetween(from, to, signal),
    meta: persistedQueryMeta,
  });
}

export function overdueQueryOptions(today: string) {
  return queryOptions({
    queryKey: taskStatsKeys.overdue(today),
    queryFn: ({ signal }) => fetchOverdueTasks(today, signal),
    meta: persistedQueryMeta,
  });
}

export function hoursByDepartmentQueryOptions() {
  return queryOptions({
    queryKey: taskStatsKeys.hoursByDepartment(),
    queryFn: ({ signal }) => fetchUnfinishedHoursByDepartment(signal),
    meta: persistedQueryMeta,
  });
}
