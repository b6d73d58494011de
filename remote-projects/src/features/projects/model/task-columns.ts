// The task list's columns. Subject is always shown (it opens the task); the others can be chosen, and a few are
// shown until the user chooses (the fifteen fields do not fit a screen).
export const COLUMN_IDS = [
  'name',
  'status',
  'priority',
  'assignees',
  'project',
  'type',
  'department',
  'exp_start_date',
  'exp_end_date',
  'expected_time',
  'total_costing_amount',
  'total_billing_amount',
  'is_group',
  'parent_task',
  'color',
] as const;

export type ColumnId = (typeof COLUMN_IDS)[number];

export interface TaskColumn {
  id: ColumnId;
  label: string;
  numeric?: boolean;
  /** False where the server can only order by the stored id, not by the title shown (a project's name). */
  sortable?: boolean;
}

export const TASK_COLUMNS: readonly TaskColumn[] = [
  { id: 'name', label: 'ID' },
  { id: 'status', label: 'Status' },
  { id: 'priority', label: 'Priority' },
  { id: 'assignees', label: 'Assignees', sortable: false },
  { id: 'project', label: 'Project', sortable: false },
  { id: 'type', label: 'Type' },
  { id: 'department', label: 'Department' },
  { id: 'exp_start_date', label: 'Start' },
  { id: 'exp_end_date', label: 'Due' },
  { id: 'expected_time', label: 'Expected', numeric: true },
  { id: 'total_costing_amount', label: 'Costing', numeric: true },
  { id: 'total_billing_amount', label: 'Billing', numeric: true },
  { id: 'is_group', label: 'Group' },
  { id: 'parent_task', label: 'Parent task' },
  { id: 'color', label: 'Colour' },
];

export const DEFAULT_COLUMNS: readonly ColumnId[] = [
  'status',
  'priority',
  'assignees',
  'project',
  'exp_end_date',
  'expected_time',
];

export function isColumnId(value: unknown): value is ColumnId {
  return typeof value === 'string' && (COLUMN_IDS as readonly string[]).includes(value);
}

/** The chosen columns in the table's order, whatever order they were chosen in. */
export function visibleColumns(chosen: readonly ColumnId[]): TaskColumn[] {
  return TASK_COLUMNS.filter((column) => chosen.includes(column.id));
}
