// The task list's requests, exactly as the Frappe API (and the mock-server) expects them. Nothing reads every
// task: the groups come from one grouped count, and each group's rows a page at a time.
import { countDocs, getDoc, listDocs } from 'shared-auth';
import { TASK_LIST_FIELDS, type Task } from 'tessera-contracts';
import type { GroupCount, GroupField } from '../model/task-groups';
import type { TaskFilter } from './task-filters';

/** The task list's fifteen fields (docs/product.md, Tasks), and the version a write is based on. */
export const TASK_ROW_FIELDS = [...TASK_LIST_FIELDS, 'modified'] as const;

// Enough to fill a screen in each group; seven full groups stay a DOM a phone and axe handle quickly.
export const GROUP_PAGE_SIZE = 25;

/** One page of a group's tasks from `limitStart`. */
export function fetchTaskPage(
  filters: TaskFilter[],
  orderBy: string,
  limitStart: number,
  signal?: AbortSignal,
): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    { fields: TASK_ROW_FIELDS, filters, orderBy, limitStart, limitPageLength: GROUP_PAGE_SIZE },
    signal,
  );
}

/** How many tasks have each value of `field`: one request, whatever the number of tasks. */
export async function fetchGroupCounts(
  field: GroupField,
  filters: TaskFilter[],
  signal?: AbortSignal,
): Promise<GroupCount[]> {
  const rows = await listDocs<Partial<Record<string, unknown>>>(
    'Task',
    { fields: [field, 'count(name) as count'], filters, groupBy: field, limitPageLength: 0 },
    signal,
  );
  return rows.map((row) => {
    const value = row[field];
    return { value: typeof value === 'string' && value !== '' ? value : null, count: Number(row.count) || 0 };
  });
}

/** How many tasks match the filters (the one group of "Group by: None"). */
export function countTasks(filters: TaskFilter[], signal?: AbortSignal): Promise<number> {
  return countDocs('Task', filters, signal);
}

/** One task whole (with its description), for the drawer. */
export function fetchTask(name: string, signal?: AbortSignal): Promise<Task> {
  return getDoc<Task>('Task', name, signal);
}
