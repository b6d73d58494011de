// The groups the page shows with their counts: one grouped count whatever the number of tasks (or one count for
// "Group by: None"). Kept between visits (shared-auth's persisted queries). Nothing is asked while `enabled` is
// false (the page does not know yet which tasks it lists); while other filters' groups load, the previous ones stay.
// By status, a space with board statuses is grouped by those (`puxeo_status`), as its board is; every space's tasks
// by their one status by name (status-name-plan.ts), and filtered by one such name, by its plan.
import { hashKey, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { countDocs, listDocs, persistedQueryMeta } from 'shared-auth';
import {
  combinationFilters,
  STATUS_COMBINATION_FIELDS,
  STATUS_COMBINATION_GROUP_BY,
  statusCombinationOf,
  type FilterPlan,
  type PuxeoStatus,
  type StatusCombination,
  statusNameCounts,
  type StatusNameScope,
  withoutTasks,
} from 'tessera-contracts';
import type { TaskGrouping } from '../model/list-params';
import {
  boardStatusGroups,
  everyTaskGroup,
  type GroupCount,
  type GroupField,
  groupsOf,
  statusNameGroup,
  type TaskGroup,
  withStatusFilter,
} from '../model/task-groups';
import type { TaskFilter } from './task-filters';
import { taskKeys } from './task-keys';

/** How many tasks have each value of `field`: one request, whatever the number of tasks. */
export async function fetchGroupCounts(
  field: GroupField,
  filters: TaskFilter[],
  signal?: AbortSignal,
  orFilters: TaskFilter[] = [],
): Promise<GroupCount[]> {
  const rows = await listDocs<Partial<Record<string, unknown>>>(
    'Task',
    {
      fields: [field, 'count(name) as count'],
      filters,
      ...(orFilters.length > 0 ? { orFilters } : {}),
      groupBy: field,
      limitPageLength: 0,
    },
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

/**
 * How many tasks a plan takes: a list's count, as its rows are read (frappe.client.get_count takes no or_filters,
 * and meets an unset board status with "not in" as a list does not).
 */
async function countPlanned(filters: TaskFilter[], plan: FilterPlan, signal: AbortSignal): Promise<number> {
  const [row] = await listDocs<{ count?: unknown }>(
    'Task',
    {
      fields: ['count(name) as count'],
      filters: [...filters, ...plan.filters],
      ...(plan.orFilters.length > 0 ? { orFilters: plan.orFilters } : {}),
      limitPageLength: 0,
    },
    signal,
  );
  return Number(row?.count) || 0;
}

/** How many tasks have each project, board status and ERPNext status together: one request. */
async function fetchStatusCombinations(filters: TaskFilter[], signal: AbortSignal): Promise<StatusCombination[]> {
  const rows = await listDocs<Partial<Record<string, unknown>>>(
    'Task',
    {
      fields: [...STATUS_COMBINATION_FIELDS],
      filters,
      groupBy: STATUS_COMBINATION_GROUP_BY,
      limitPageLength: 0,
    },
    signal,
  );
  return rows.map(statusCombinationOf);
}

/** The names of the tasks of some combinations (a name's strays): one request each, as few as the counts show. */
async function fetchTaskNames(
  filters: TaskFilter[],
  combinations: readonly StatusCombination[],
  signal: AbortSignal,
): Promise<string[]> {
  const pages = await Promise.all(
    combinations.map((combination) =>
      listDocs<{ name: string }>(
        'Task',
        { fields: ['name'], filters: [...filters, ...combinationFilters(combination)], limitPageLength: 0 },
        signal,
      ),
    ),
  );
  return pages.flat().map((row) => row.name);
}

// An answer this young, and not invalidated since (a task written), is the one the groups are made of: the task
// list's opening asks for it before it knows the spaces and statuses, then makes the groups of it.
const COMBINATIONS_REUSED_FOR_MS = 2_000;

/** The count behind status-name groups; it needs only the filters, so an opening asks for it first. */
export const statusCombinationsQueryOptions = (filters: TaskFilter[]) =>
  queryOptions({
    queryKey: taskKeys.statusCombinations(filters),
    queryFn: ({ signal }) => fetchStatusCombinations(filters, signal),
    staleTime: COMBINATIONS_REUSED_FOR_MS,
  });

/** The status-name groups; `only`, the key of the one name the list is filtered by (its group alone, if it has tasks). */
async function fetchStatusNameGroups(
  client: QueryClient,
  filters: TaskFilter[],
  scope: StatusNameScope,
  signal: AbortSignal,
  only: string | null = null,
): Promise<TaskGroup[]> {
  const combinations = await client.fetchQuery(statusCombinationsQueryOptions(filters));
  signal.throwIfAborted();
  const counts = statusNameCounts(scope.names, scope.boards, combinations).filter(
    ({ name }) => only === null || name.key === only,
  );
  return Promise.all(
    counts.map(async ({ name, count, plan, strays }) =>
      statusNameGroup(name, count, withoutTasks(plan, await fetchTaskNames(filters, strays, signal))),
    ),
  );
}

/**
 * Every space's tasks of one status name, grouped by priority or not at all: the name's plan, strays left out,
 * narrows each group (a request holds one or_filters group: the plan's, the grouping's value a plain filter).
 */
async function fetchGroupsOfStatusName(
  client: QueryClient,
  grouping: Exclude<TaskGrouping, 'status'>,
  filters: TaskFilter[],
  scope: StatusNameScope,
  statusName: string,
  signal: AbortSignal,
): Promise<TaskGroup[]> {
  const [named] = await fetchStatusNameGroups(client, filters, scope, signal, statusName);
  const plan = named?.statusName?.plan;
  if (!plan) return [];
  if (grouping === 'none') return withStatusFilter(everyTaskGroup(await countPlanned(filters, plan, signal)), plan);
  const counts = await fetchGroupCounts(grouping, [...filters, ...plan.filters], signal, plan.orFilters);
  return withStatusFilter(groupsOf(grouping, counts), plan);
}

async function fetchGroups(
  client: QueryClient,
  grouping: TaskGrouping,
  filters: TaskFilter[],
  boardStatuses: readonly PuxeoStatus[],
  statusNames: StatusNameScope | null,
  statusName: string | null,
  signal: AbortSignal,
): Promise<TaskGroup[]> {
  if (statusNames) {
    if (grouping === 'status') return fetchStatusNameGroups(client, filters, statusNames, signal, statusName);
    if (statusName !== null) return fetchGroupsOfStatusName(client, grouping, filters, statusNames, statusName, signal);
  }
  if (grouping === 'none') return everyTaskGroup(await countTasks(filters, signal));
  if (grouping === 'status' && boardStatuses.length > 0) {
    const counts = await fetchGroupCounts('puxeo_status', filters, signal);
    return boardStatusGroups(boardStatuses, counts).filter((group) => group.count > 0);
  }
  return groupsOf(grouping, await fetchGroupCounts(grouping, filters, signal));
}

const NO_STATUSES: readonly PuxeoStatus[] = [];

/**
 * `boardStatuses`: those of the listed space, in order; none where the built-in statuses apply. `statusNames`:
 * for every space, the status names it groups by; `statusName`, the key of the one it is filtered by
 * (statusNameFilterOf).
 */
export const taskGroupsQueryOptions = (
  grouping: TaskGrouping,
  filters: TaskFilter[],
  boardStatuses: readonly PuxeoStatus[] = NO_STATUSES,
  statusNames: StatusNameScope | null = null,
  statusName: string | null = null,
) =>
  queryOptions({
    queryKey: taskKeys.groups(grouping, filters, boardStatuses, statusNames, statusName),
    queryFn: ({ client, signal }) =>
      fetchGroups(client, grouping, filters, boardStatuses, statusNames, statusName, signal),
    meta: persistedQueryMeta,
  });

/**
 * The groups last read for the same list (grouping, filters, status name) against other statuses or spaces:
 * what a returning user saw, while a status added since (here or by anyone) has made the scope another.
 */
function lastGroupsOfList(
  client: QueryClient,
  grouping: TaskGrouping,
  filters: TaskFilter[],
  statusName: string | null,
): TaskGroup[] | undefined {
  const list = taskKeys.groupsOfList(grouping, filters, statusName);
  const listHash = hashKey(list);
  let last: { data: TaskGroup[]; at: number } | undefined;
  // The match is by prefix, and partial within the filters: the list's own key is checked whole.
  for (const query of client.getQueryCache().findAll({ queryKey: list })) {
    const data = query.state.data as TaskGroup[] | undefined;
    if (data === undefined || hashKey(query.queryKey.slice(0, list.length)) !== listHash) continue;
    if (!last || query.state.dataUpdatedAt > last.at) last = { data, at: query.state.dataUpdatedAt };
  }
  return last?.data;
}

export function useTaskGroups(
  grouping: TaskGrouping,
  filters: TaskFilter[],
  boardStatuses: readonly PuxeoStatus[],
  statusNames: StatusNameScope | null,
  statusName: string | null,
  enabled: boolean,
) {
  const client = useQueryClient();
  return useQuery({
    ...taskGroupsQueryOptions(grouping, filters, boardStatuses, statusNames, statusName),
    enabled,
    // While other filters' groups (or the same list's, read against other statuses) load, those stay drawn.
    placeholderData: (previous) => previous ?? lastGroupsOfList(client, grouping, filters, statusName),
  });
}
