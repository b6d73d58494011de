// The work tasks (not templates) changed last.
import { queryOptions } from '@tanstack/react-query';
import { listDocs } from 'shared-auth';
import { WORK_TASKS } from '@kits/api/task-filters';
import { TASK_ROW_FIELDS } from '@kits/api/task-rows';
import { widgetKeys } from './widget-keys';
import { WIDGET_LIST_LENGTH, type WidgetTask } from './widget-tasks';

export function recentTasksQueryOptions() {
  return queryOptions({
    queryKey: widgetKeys.recentTasks(),
    queryFn: ({ signal }) =>
      listDocs<WidgetTask>(
        'Task',
        {
          fields: TASK_ROW_FIELDS,
          filters: [WORK_TASKS],
          orderBy: 'modified desc',
          limitPageLength: WIDGET_LIST_LENGTH,
        },
        signal,
      ),
  });
}
