// The task list's two requests, exactly as the Frappe API (and the mock-server) expects them.
import { countDocs, listDocs } from 'shared-auth';
import { TASK_LIST_FIELDS, type Task } from 'tessera-contracts';
import type { TaskFilter } from './task-filters';

export const TASK_PAGE_SIZE = 20;

/** One page of tasks from `limitStart`, newest first, with exactly the spec's fifteen fields. */
export function fetchTasks(filters: TaskFilter[], limitStart: number, signal?: AbortSignal): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    { fields: TASK_LIST_FIELDS, filters, orderBy: 'creation desc', limitStart, limitPageLength: TASK_PAGE_SIZE },
    signal,
  );
}

/** How many tasks match the filters, all pages together. */
export function countTasks(filters: TaskFilter[], signal?: AbortSignal): Promise<number> {
  return countDocs('Task', filters, signal);
}
