// The groups the page shows with their counts: one grouped count whatever the number of tasks (or one count for
// "Group by: None"). Kept between visits (shared-auth's persisted queries). Nothing is asked while `enabled` is
// false (the page does not know yet which tasks it lists); while other filters' groups load, the previous ones stay.
// By status, a space with board statuses is grouped by those (`puxeo_status`), as its board is.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { countDocs, listDocs, persistedQueryMeta } from 'shared-auth';
import type { PuxeoStatus } from 'tessera-contracts';
import type { TaskGrouping } from '../model/list-params';
import {
  boardStatusGroups,
  everyTaskGroup,
  type GroupCount,
  type GroupField,
  groupsOf,
  type TaskGroup,
} from '../model/task-groups';
import type { TaskFilter } from './task-filters';
import { taskKeys } from './task-keys';

/** How many tasks have each value of `field`: one request, whatever the number of tasks. */
export async function fetchGroupCounts(
  field: GroupField,
  filters: TaskFilter[],
  signal?: AbortSignal,
): Promise<GroupCount[]> {
  const rows = await listDocs<Partial<Record<string, unknown>>>(
    'Task',
    { fields: [field, 'count(name) as count'], filters, groupBy: field, limitPageLength: 0 },
    signal,
  );
  return rows.map((row) => {
    const value = row[field];
    return { value: typeof value === 'string' && value !== '' ? value : null, count: Number(row.count) || 0 };
  });
}

/** How many tasks match the filters (the one group of "Group by: None"). */
export function countTasks(filters: TaskFilter[], signal?: AbortSignal): Promise<number> {
  return countDocs('Task', filters, signal);
}

async function fetchGroups(
  grouping: TaskGrouping,
  filters: TaskFilter[],
  boardStatuses: readonly PuxeoStatus[],
  signal: AbortSignal,
): Promise<TaskGroup[]> {
  if (grouping === 'none') return everyTaskGroup(await countTasks(filters, signal));
  if (grouping === 'status' && boardStatuses.length > 0) {
    const counts = await fetchGroupCounts('puxeo_status', filters, signal);
    return boardStatusGroups(boardStatuses, counts).filter((group) => group.count > 0);
  }
  return groupsOf(grouping, await fetchGroupCounts(grouping, filters, signal));
}

const NO_STATUSES: readonly PuxeoStatus[] = [];

/** `boardStatuses`: those of the listed space, in order; none where the built-in statuses apply. */
export const taskGroupsQueryOptions = (
  grouping: TaskGrouping,
  filters: TaskFilter[],
  boardStatuses: readonly PuxeoStatus[] = NO_STATUSES,
) =>
  queryOptions({
    queryKey: taskKeys.groups(grouping, filters, boardStatuses),
    queryFn: ({ signal }) => fetchGroups(grouping, filters, boardStatuses, signal),
    meta: persistedQueryMeta,
  });

export function useTaskGroups(
  grouping: TaskGrouping,
  filters: TaskFilter[],
  boardStatuses: readonly PuxeoStatus[],
  enabled: boolean,
) {
  return useQuery({
    ...taskGroupsQueryOptions(grouping, filters, boardStatuses),
    enabled,
    placeholderData: keepPreviousData,
  });
}
