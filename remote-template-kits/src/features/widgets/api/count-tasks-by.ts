// Work tasks (not templates) counted for the statistics widgets: by their one status, by name, with how many are
// done and cancelled (@kits/api/count-status-tally.ts), and by one field.
import { queryOptions } from '@tanstack/react-query';
import { fetchStatusTally } from '@kits/api/count-status-tally';
import { fetchTaskCountsBy, type TaskGroupField } from '@kits/api/count-tasks-by';
import { WORK_TASKS } from '@kits/api/task-filters';
import { widgetKeys } from './widget-keys';

export function taskCountsByQueryOptions(field: TaskGroupField) {
  return queryOptions({
    queryKey: widgetKeys.taskCountsBy(field),
    queryFn: ({ signal }) => fetchTaskCountsBy(field, signal, [WORK_TASKS]),
  });
}

export function statusTallyQueryOptions() {
  return queryOptions({
    queryKey: widgetKeys.statusTally(),
    queryFn: ({ client, signal }) => fetchStatusTally(client, signal),
  });
}
