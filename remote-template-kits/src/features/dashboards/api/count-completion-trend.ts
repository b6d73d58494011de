// The overview's completion trend: when the work tasks of the last weeks were created and when tasks were
// completed, read as dates and counted per week here (Frappe's list API groups by a field, not by a week of a
// date). The query keeps the weeks' counts, not the dates.
import { queryOptions } from '@tanstack/react-query';
import { dateSpanFilters, listDocs, persistedQueryMeta } from 'shared-auth';
import { WORK_TASKS } from '@kits/api/task-filters';
import { completionTrend, type TrendWeek } from '../model/completion-trend';
import { dashboardKeys } from './dashboard-keys';

export interface TaskTrendDates {
  /** Creation datetimes of the work tasks created since the window's first day. */
  created: string[];
  /** Completion dates (or, without one, last changes) of the tasks completed since then. */
  completed: string[];
}

/** Work tasks created, and tasks completed, on or after `from` (YYYY-MM-DD): one list request each. */
export async function fetchTaskTrendDates(from: string, signal?: AbortSignal): Promise<TaskTrendDates> {
  const [created, completed] = await Promise.all([
    listDocs<{ creation: string }>(
      'Task',
      { fields: ['creation'], filters: [WORK_TASKS, ...dateSpanFilters('creation', { from })], limitPageLength: 0 },
      signal,
    ),
    // ERPNext sets `completed_on` from some forms only, so a completed task without it counts at its last change;
    // a task is completed no later than that, so one last changed before the window was completed before it too.
    listDocs<{ completed_on?: string | null; modified: string }>(
      'Task',
      {
        fields: ['completed_on', 'modified'],
        filters: [['status', '=', 'Completed'], ...dateSpanFilters('modified', { from })],
        limitPageLength: 0,
      },
      signal,
    ),
  ]);
  return {
    created: created.map((task) => task.creation),
    completed: completed.map((task) => task.completed_on || task.modified),
  };
}

/** The weeks that start at `starts` (Mondays, YYYY-MM-DD, oldest first), read from the first one on. */
export function completionTrendQueryOptions(starts: readonly string[]) {
  const from = starts[0] ?? '';
  return queryOptions({
    queryKey: dashboardKeys.trend(from),
    queryFn: async ({ signal }): Promise<TrendWeek[]> =>
      completionTrend(await fetchTaskTrendDates(from, signal), starts),
    meta: persistedQueryMeta,
  });
}
