// When tasks were created and completed, for the over-time charts: only the dates, of tasks in the window.
import { listDocs } from 'shared-auth';

export interface TaskActivity {
  /** Creation datetimes of the tasks created since the window's start. */
  created: string[];
  /** Completion dates of the tasks completed since then. */
  completed: string[];
}

/** Tasks created or completed on or after `from` (YYYY-MM-DD), as two lists of dates. */
export async function fetchTaskActivity(from: string, signal?: AbortSignal): Promise<TaskActivity> {
  const [created, completed] = await Promise.all([
    listDocs<{ creation: string }>(
      'Task',
      { fields: ['creation'], filters: [['creation', '>=', from]], limitPageLength: 0 },
      signal,
    ),
    // A task is completed no later than its last change, so one changed before the window was completed before
    // it too. ERPNext records `completed_on` only from some forms; without it the last change stands for it.
    listDocs<{ completed_on?: string | null; modified: string }>(
      'Task',
      {
        fields: ['completed_on', 'modified'],
        filters: [
          ['status', '=', 'Completed'],
          ['modified', '>=', from],
        ],
        limitPageLength: 0,
      },
      signal,
    ),
  ]);
  return {
    created: created.map((task) => task.creation),
    completed: completed.map((task) => task.completed_on || task.modified),
  };
}
