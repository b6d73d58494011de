import { queryOptions } from '@tanstack/react-query';
import { dateSpanFilters, listDocs } from 'shared-auth';
import { addDays } from 'shared-ui';
import { UNFINISHED_TASKS } from '@kits/api/task-filters';
import { TASK_ROW_FIELDS, type TaskRow } from '@kits/api/task-rows';
import { fetchListPeople } from '@kits/api/list-people';
import { widgetKeys } from './widget-keys';

/** A task in the list and calendar widgets. */
export type WidgetTask = TaskRow;

/** A widget shows a handful; the full lists are the task pages'. */
export const WIDGET_LIST_LENGTH = 6;

export function recentTasksQueryOptions() {
  return queryOptions({
    queryKey: widgetKeys.recentTasks(),
    queryFn: ({ signal }) =>
      listDocs<WidgetTask>(
        'Task',
        { fields: TASK_ROW_FIELDS, orderBy: 'modified desc', limitPageLength: WIDGET_LIST_LENGTH },
        signal,
      ),
  });
}

/** Unfinished tasks due between `from` and `to` (YYYY-MM-DD, both included), soonest first, at most `limit`. */
export function tasksDueQueryOptions(from: string, to: string, limit: number) {
  return queryOptions({
    queryKey: [...widgetKeys.tasksDueIn(from, to), limit] as const,
    queryFn: ({ signal }) =>
      listDocs<WidgetTask>(
        'Task',
        {
          fields: TASK_ROW_FIELDS,
          filters: [UNFINISHED_TASKS, ...dateSpanFilters('exp_end_date', { from, before: addDays(to, 1) })],
          orderBy: 'exp_end_date asc',
          limitPageLength: limit,
        },
        signal,
      ),
  });
}

export function peopleQueryOptions() {
  return queryOptions({
    queryKey: widgetKeys.people(),
    queryFn: ({ signal }) => fetchListPeople(signal),
    // Read-only demo data: no need to ask again while the page is open.
    staleTime: 5 * 60_000,
  });
}
