// Work tasks (not templates) counted by one field, for the statistics widgets.
import { queryOptions } from '@tanstack/react-query';
import { fetchTaskCountsBy, type TaskGroupField } from '@kits/api/count-tasks-by';
import { WORK_TASKS } from '@kits/api/task-filters';
import { widgetKeys } from './widget-keys';

export function taskCountsByQueryOptions(field: TaskGroupField) {
  return queryOptions({
    queryKey: widgetKeys.taskCountsBy(field),
    queryFn: ({ signal }) => fetchTaskCountsBy(field, signal, [WORK_TASKS]),
  });
}
