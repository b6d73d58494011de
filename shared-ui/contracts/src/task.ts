// ERPNext's Task vocabulary (docs/frappe-backend.md, Doctypes), in reading order.

export const TASK_STATUSES = [
  'Open',
  'Working',
  'Pending Review',
  'Overdue',
  'Template',
  'Completed',
  'Cancelled',
] as const;
export const TASK_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Statuses ERPNext's daily job never turns into Overdue when the end date has passed (set_tasks_as_overdue). */
export const OVERDUE_EXEMPT_STATUSES: readonly TaskStatus[] = ['Completed', 'Cancelled'];

/** The 15 task fields the list reads, in its column order (docs/product.md, Tasks). */
export const TASK_LIST_FIELDS = [
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
] as const;

/** A Task as the API returns it. Frappe omits null fields, hence the optionals. */
export interface Task {
  name: string;
  subject: string;
  project?: string | null;
  type?: string | null;
  /** Text rather than TaskStatus: a customised site may add statuses. */
  status?: string | null;
  priority?: string | null;
  parent_task?: string | null;
  department?: string | null;
  color?: string | null;
  is_group?: 0 | 1 | null;
  /** YYYY-MM-DD */
  exp_start_date?: string | null;
  /** YYYY-MM-DD */
  exp_end_date?: string | null;
  /** Hours. */
  expected_time?: number | null;
  total_costing_amount?: number | null;
  total_billing_amount?: number | null;
  description?: string | null;
  /** The board column (a Puxeo Statuses name) and the card's place in it, a rank key (./rank.ts). */
  puxeo_status?: string | null;
  kanban_rank?: string | null;
  /** The place boards gave a card before ranks: kept on old data, no longer read or written by the app. */
  kanban_position?: number | null;
  /** Frappe's assignments: the open assignees' user ids as a JSON list, kept by the server (ToDo). */
  _assign?: string | null;
  modified?: string;
  /** Who saved it last (a Frappe user name), kept by the server. */
  modified_by?: string;
}

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

export function isTaskPriority(value: unknown): value is TaskPriority {
  return typeof value === 'string' && (TASK_PRIORITIES as readonly string[]).includes(value);
}
