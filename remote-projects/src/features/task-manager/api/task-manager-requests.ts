// The task manager's reads, exactly as the Frappe API expects them.
import { listDocs } from 'shared-auth';
import { TASK_LIST_FIELDS, type Task } from 'tessera-contracts';

/**
 * The task list's fifteen fields (docs/product.md, Tasks), plus what editing needs: the description and the version
 * (`modified`).
 */
export const TASK_MANAGER_FIELDS = [
  ...TASK_LIST_FIELDS,
  'description',
  'puxeo_status',
  'kanban_rank',
  '_assign',
  'modified',
] as const;

/** The pages group and count in the browser, so they read the tasks whole, up to this many (newest first). */
export const TASK_MANAGER_LIMIT = 1000;

export function fetchEveryTask(signal?: AbortSignal): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    { fields: TASK_MANAGER_FIELDS, orderBy: 'creation desc', limitPageLength: TASK_MANAGER_LIMIT },
    signal,
  );
}

export function fetchProjectTasks(project: string, signal?: AbortSignal): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    {
      fields: TASK_MANAGER_FIELDS,
      filters: [['project', '=', project]],
      orderBy: 'creation desc',
      limitPageLength: TASK_MANAGER_LIMIT,
    },
    signal,
  );
}
