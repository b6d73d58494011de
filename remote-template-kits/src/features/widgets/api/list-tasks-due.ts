// Unfinished tasks (by their one status, @kits/api/unfinished-tasks.ts) due in a span of days.
import { queryOptions } from '@tanstack/react-query';
import { dueBetweenDates } from '@kits/api/task-filters';
import { TASK_ROW_FIELDS } from '@kits/api/task-rows';
import { listUnfinishedTasks } from '@kits/api/unfinished-tasks';
import { widgetKeys } from './widget-keys';
import type { WidgetTask } from './widget-tasks';

/** Unfinished tasks due between `from` and `to` (YYYY-MM-DD, both included), soonest first, at most `limit`. */
export function tasksDueQueryOptions(from: string, to: string, limit: number) {
  return queryOptions({
    queryKey: [...widgetKeys.tasksDueIn(from, to), limit] as const,
    queryFn: ({ client, signal }) =>
      listUnfinishedTasks<WidgetTask>(
        client,
        { fields: TASK_ROW_FIELDS, filters: dueBetweenDates(from, to), orderBy: 'exp_end_date asc', limit },
        signal,
      ),
  });
}
