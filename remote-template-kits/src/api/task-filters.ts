// The Task filters several pages count and list by. Dates go through dateSpanFilters, so a task without a due
// date is never "overdue", in a list as in its count.
import { dateSpanFilters } from 'shared-auth';
import { FINISHED_STATUSES } from 'tessera-contracts';

/** Tasks not completed, cancelled or a template. */
export const UNFINISHED_TASKS: [string, string, unknown] = ['status', 'not in', [...FINISHED_STATUSES]];

/** Unfinished tasks whose expected end date is before `today` (YYYY-MM-DD). */
export function overdueTaskFilters(today: string): Array<[string, string, unknown]> {
  return [UNFINISHED_TASKS, ...dateSpanFilters('exp_end_date', { before: today })];
}
