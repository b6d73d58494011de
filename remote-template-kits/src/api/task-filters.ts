// The Task filters several pages count and list by. Dates go through dateSpanFilters, so a task without a due
// date is never "overdue", in a list as in its count.
import { dateSpanFilters } from 'shared-auth';
import { addDays } from 'shared-ui';
import { TASK_STATUSES } from 'tessera-contracts';

/**
 * Tasks that are work: not a template to copy from (ERPNext's Template status), which no one does and which would
 * count as a status of its own.
 */
export const WORK_TASKS: [string, string, unknown] = ['status', '!=', 'Template'];

/** The statuses of the tasks WORK_TASKS keeps, in ERPNext's order. */
export const WORK_STATUSES = TASK_STATUSES.filter((status) => status !== 'Template');

/** Tasks whose expected end date is between `from` and `to` (YYYY-MM-DD, both included). */
export function dueBetweenDates(from: string, to: string): Array<[string, string, string]> {
  return dateSpanFilters('exp_end_date', { from, before: addDays(to, 1) });
}

/** Tasks whose expected end date is before `today` (YYYY-MM-DD). */
export function dueBeforeDates(today: string): Array<[string, string, string]> {
  return dateSpanFilters('exp_end_date', { before: today });
}
