// The Task as the list reads it (ERPNext's Task doctype). Frappe omits null fields, hence the optionals.
export const TASK_STATUSES = ['Open', 'Working', 'Pending Review', 'Overdue', 'Template', 'Completed', 'Cancelled'] as const;
export const TASK_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export interface Task {
  name: string;
  subject: string;
  project?: string | null;
  type?: string | null;
  /** A string rather than TaskStatus: a customised site may add statuses. */
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
}
