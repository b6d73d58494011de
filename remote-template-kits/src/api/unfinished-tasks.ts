// Unfinished work tasks by their one status (tessera-contracts' unfinishedTaskPlan): the due-soon and overdue lists,
// their counts and the open work, on the dashboards and the widgets; one list request each (planned-tasks.ts).
import type { QueryClient } from '@tanstack/react-query';
import { narrowPlan, unfinishedTaskPlan, type FilterPlan, type TaskFilter } from 'tessera-contracts';
import { countPlanned, listPlanned, type PlannedQuery } from './planned-tasks';
import { fetchBoardsOfProjects } from './project-boards';

export interface UnfinishedQuery<Field extends string> extends PlannedQuery<Field> {
  /** More filters: dates, an assignee. */
  filters?: readonly TaskFilter[];
}

/** The plan of the unfinished tasks, narrowed by `more`. */
export async function unfinishedPlanOf(client: QueryClient, more: readonly TaskFilter[] = []): Promise<FilterPlan> {
  return narrowPlan(unfinishedTaskPlan(await fetchBoardsOfProjects(client)), more);
}

/** Unfinished work tasks matching `query`. */
export async function listUnfinishedTasks<Row>(
  client: QueryClient,
  query: UnfinishedQuery<string>,
  signal?: AbortSignal,
): Promise<Row[]> {
  return listPlanned<Row>(await unfinishedPlanOf(client, query.filters), query, signal);
}

/** The unfinished tasks matching `query` (its first `limit`) and how many there are in all. */
export async function listAndCountUnfinishedTasks<Row>(
  client: QueryClient,
  query: UnfinishedQuery<string>,
  signal?: AbortSignal,
): Promise<{ tasks: Row[]; total: number }> {
  const plan = await unfinishedPlanOf(client, query.filters);
  const [tasks, total] = await Promise.all([listPlanned<Row>(plan, query, signal), countPlanned(plan, signal)]);
  return { tasks, total };
}
