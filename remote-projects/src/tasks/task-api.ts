// The Task list and count requests of the task list page.
import { apiClient, listDocs } from 'shared-auth';
import type { Task } from './task-model';

/** Exactly the task fields of the spec (§3): nothing more is requested. */
export const TASK_FIELDS = [
  'name',
  'subject',
  'project',
  'type',
  'status',
  'priority',
  'parent_task',
  'department',
  'color',
  'is_group',
  'exp_start_date',
  'exp_end_date',
  'expected_time',
  'total_costing_amount',
  'total_billing_amount',
] as const satisfies readonly (keyof Task)[];

export const TASK_PAGE_SIZE = 20;

/** A Frappe list filter: `[field, operator, value]`. */
export type TaskFilter = [string, string, unknown];

/** One page of tasks, newest first (Frappe's default order for Task). */
export function fetchTasks(filters: TaskFilter[], limitStart: number, signal?: AbortSignal): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    { fields: TASK_FIELDS, filters, orderBy: 'creation desc', limitStart, limitPageLength: TASK_PAGE_SIZE },
    signal,
  );
}

/** How many tasks match the filters, all pages together. */
export async function countTasks(filters: TaskFilter[], signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get<{ message: number }>('/api/method/frappe.client.get_count', {
    params: { doctype: 'Task', filters: JSON.stringify(filters) },
    signal,
  });
  return Number(response.data.message) || 0;
}
