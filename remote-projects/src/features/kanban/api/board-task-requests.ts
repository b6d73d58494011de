// The board's one read: every task it shows, whole (no paging), with only the fields a card needs.
import { listDocs } from 'shared-auth';
import type { Task } from 'tessera-contracts';

/** A Frappe list filter: `[field, operator, value]`. */
export type BoardTaskFilter = [string, string, unknown];

export const BOARD_TASK_FIELDS = [
  'name',
  'subject',
  'project',
  'status',
  'priority',
  'color',
  'exp_end_date',
  'puxeo_status',
  'kanban_rank',
  'modified',
] as const;

export function fetchBoardTasks(filters: BoardTaskFilter[], signal?: AbortSignal): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    { fields: BOARD_TASK_FIELDS, filters, orderBy: 'kanban_rank asc, name asc', limitPageLength: 0 },
    signal,
  );
}
