// When work tasks were created and when tasks were completed, for the charts and the overview's trend over time:
// only the dates, of the tasks in the window, counted by the caller (Frappe's list API groups by a field, not by
// a day or a week of a date).
import { dateSpanFilters, listDocs } from 'shared-auth';
import { WORK_TASKS } from './task-filters';

export interface TaskActivity {
  /** Creation datetimes of the work tasks created since the window's start. */
  created: string[];
  /** Completion dates (or, without one, last changes) of the tasks completed since then. */
  completed: string[];
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

/** Work tasks created, and tasks completed, on or after `from` (YYYY-MM-DD): one list request each. */
export async function fetchTaskActivity(from: string, signal?: AbortSignal): Promise<TaskActivity> {
  const [created, completed] = await Promise.all([
    fetchCreatedDates(from, signal),
    // ERPNext sets `completed_on` from some forms only, so a completed task without it counts at its last change;
    // a task is completed no later than that, so one last changed before the window was completed before it too.
    listDocs<{ completed_on?: string | null; modified: string }>(
      'Task',
      {
        fields: ['completed_on', 'modified'],
        filters: [['status', '=', 'Completed'], ...dateSpanFilters('modified', { from })],
        limitPageLength: 0,
      },
      signal,
    ),
  ]);
  return {
    created,
    completed: completed.map((task) => task.completed_on || task.modified),
  };
}
