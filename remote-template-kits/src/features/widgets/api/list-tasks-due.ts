// Unfinished tasks due in a span of days.
import { queryOptions } from '@tanstack/react-query';
import { dateSpanFilters, listDocs } from 'shared-auth';
import { addDays } from 'shared-ui';
import { UNFINISHED_TASKS } from '@kits/api/task-filters';
import { TASK_ROW_FIELDS } from '@kits/api/task-rows';
import { widgetKeys } from './widget-keys';
import type { WidgetTask } from './widget-tasks';

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
