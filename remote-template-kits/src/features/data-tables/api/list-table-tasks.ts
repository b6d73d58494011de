// The tasks every data table shows, read from the Task resource in batches so a site with 10,000 tasks is read
// in a few requests of bounded size rather than one unbounded answer.
import { listDocs } from 'shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TASK_ROW_FIELDS, type TaskRow } from '@kits/api/task-rows';
import { tableTaskKeys } from './table-task-keys';

/** One row of the data tables. */
export type TableTask = TaskRow;

export const TASK_BATCH_SIZE = 2_500;

/** Beyond this the tables stop reading: the browser keeps every row in memory for sorting and searching. */
export const MAX_TABLE_TASKS = 20_000;

/** Every task (up to MAX_TABLE_TASKS), by name, read TASK_BATCH_SIZE at a time. */
export async function fetchTableTasks(signal?: AbortSignal): Promise<TableTask[]> {
  const tasks: TableTask[] = [];
  while (tasks.length < MAX_TABLE_TASKS) {
    const batch = await listDocs<TableTask>(
      'Task',
      {
        fields: TASK_ROW_FIELDS,
        orderBy: 'name asc',
        limitStart: tasks.length,
        limitPageLength: TASK_BATCH_SIZE,
      },
      signal,
    );
    tasks.push(...batch);
    if (batch.length < TASK_BATCH_SIZE) break;
  }
  return tasks;
}

export function tableTasksQueryOptions() {
  return queryOptions({
    queryKey: tableTaskKeys.all,
    queryFn: ({ signal }) => fetchTableTasks(signal),
  });
}

export function useTableTasks() {
  return useQuery(tableTasksQueryOptions());
}
