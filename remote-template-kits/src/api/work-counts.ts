// Counts of work tasks by their one status (tessera-contracts' status-done-filters.ts) as TanStack queries, for the
// figure cards outside the dashboards: the metric cards, the profile and the card widgets. Kept under the Task
// key, so a change to a task anywhere refreshes them; any key type, as a figure card takes one count or another.
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { resourceKey } from 'shared-auth';
import { doneTaskPlans, narrowPlan, type TaskFilter } from 'tessera-contracts';
import type { DayWindow } from '../model/period-windows';
import { fetchDoneDates } from './done-dates';
import { countPlanned } from './planned-tasks';
import { fetchBoardsOfProjects } from './project-boards';
import { unfinishedPlanOf } from './unfinished-tasks';

/** The unfinished work tasks that also match `more`. */
export async function countUnfinishedTasks(
  client: QueryClient,
  more: readonly TaskFilter[] = [],
  signal?: AbortSignal,
): Promise<number> {
  return countPlanned(await unfinishedPlanOf(client, more), signal);
}

/** The done work tasks that also match `more`: one count per plan of done tasks, which never overlap. */
export async function countDoneTasks(
  client: QueryClient,
  more: readonly TaskFilter[] = [],
  signal?: AbortSignal,
): Promise<number> {
  const plans = doneTaskPlans(await fetchBoardsOfProjects(client));
  const counts = await Promise.all(plans.map((plan) => countPlanned(narrowPlan(plan, more), signal)));
  return counts.reduce((sum, count) => sum + count, 0);
}

export function unfinishedCountQueryOptions(more: readonly TaskFilter[] = []) {
  return queryOptions({
    queryKey: [...resourceKey('Task'), 'unfinished-count', JSON.stringify(more)] as QueryKey,
    queryFn: ({ client, signal }) => countUnfinishedTasks(client, more, signal),
  });
}

/** The work tasks done within `window` (by when done-dates.ts says each was done). */
export function doneWithinQueryOptions(window: DayWindow) {
  return queryOptions({
    queryKey: [...resourceKey('Task'), 'done-within', window.from, window.to] as QueryKey,
    queryFn: async ({ client, signal }) => {
      const dates = await fetchDoneDates(client, window.from, signal);
      return dates.filter((date) => date.slice(0, 10) >= window.from && date.slice(0, 10) <= window.to).length;
    },
  });
}
