// The fields of a task in the template's tables and list widgets: enough to show a row and to save one field
// of it (`modified`, the version it was read at).
import type { Task } from 'tessera-contracts';

export const TASK_ROW_FIELDS = [
  'name',
  'subject',
  'project',
  'status',
  'priority',
  'exp_end_date',
  'modified',
] as const satisfies ReadonlyArray<keyof Task>;

export type TaskRow = Pick<Task, (typeof TASK_ROW_FIELDS)[number]>;
