// What the due-soon and overdue lists read of a task, and how many of them.
import type { Task } from 'tessera-contracts';

export const DATED_TASK_FIELDS = [
  'name',
  'subject',
  'project',
  'status',
  'puxeo_status',
  'priority',
  'department',
  'exp_end_date',
] as const satisfies ReadonlyArray<keyof Task>;

/** A task in the due-soon and overdue lists. */
export type DatedTask = Pick<Task, (typeof DATED_TASK_FIELDS)[number]>;

/** The lists show the most pressing tasks; more would not fit a dashboard card. */
export const DATED_LIST_LIMIT = 50;

/** A list's most pressing tasks (at most DATED_LIST_LIMIT) and how many there are in all. */
export interface DatedPage {
  tasks: DatedTask[];
  total: number;
}
