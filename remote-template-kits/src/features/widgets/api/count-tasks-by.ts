// Work tasks (not templates) counted for the statistics widgets: by their one status, by name, with how many are
// done and cancelled (@kits/api/count-status-tally.ts), by one field, and the unfinished ones past their end date.
import { queryOptions } from '@tanstack/react-query';
import { fetchStatusTally } from '@kits/api/count-status-tally';
import { fetchTaskCountsBy, type TaskGroupField } from '@kits/api/count-tasks-by';
import { countPlanned } from '@kits/api/planned-tasks';
import { dueBeforeDates, WORK_TASKS } from '@kits/api/task-filters';
import { unfinishedPlanOf } from '@kits/api/unfinished-tasks';
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

/** Unfinished tasks (by their one status) whose expected end date is before `today` (YYYY-MM-DD). */
export function overdueCountQueryOptions(today: string) {
  return queryOptions({
    queryKey: widgetKeys.overdueCount(today),
    queryFn: async ({ client, signal }) => countPlanned(await unfinishedPlanOf(client, dueBeforeDates(today)), signal),
  });
}
