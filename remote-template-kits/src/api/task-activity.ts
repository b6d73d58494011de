// When work tasks were created, for the charts and the overview's trend over time (done-dates.ts reads when tasks
// were done): only the dates, of the tasks in the window, counted by the caller (Frappe's list API groups by a
// field, not by a day or a week of a date).
import { dateSpanFilters, listDocs } from 'shared-auth';
import { WORK_TASKS } from './task-filters';

export interface TaskActivity {
  /** Creation datetimes of the work tasks created since the window's start. */
  created: readonly string[];
  /** The dates the tasks done since then were done (fetchDoneDates). */
  completed: readonly string[];
}

/** The creation datetimes of the work tasks created on or after `from` (YYYY-MM-DD). */
export async function fetchCreatedDates(from: string, signal?: AbortSignal): Promise<string[]> {
  const created = await listDocs<{ creation: string }>(
    'Task',
    { fields: ['creation'], filters: [WORK_TASKS, ...dateSpanFilters('creation', { from })], limitPageLength: 0 },
    signal,
  );
  return created.map((task) => task.creation);
}
