// One project's tasks (up to TASK_MANAGER_LIMIT, newest first), for its task manager page.
import { listDocs } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { taskManagerKeys } from './task-manager-keys';
import { TASK_MANAGER_FIELDS, TASK_MANAGER_LIMIT, useTaskNames } from './task-manager-reads';

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

/** Nothing is asked while `project` is null (the projects are still loading). */
export function useProjectTasks(project: string | null) {
  return useTaskNames(
    taskManagerKeys.project(project ?? ''),
    (signal) => fetchProjectTasks(project!, signal),
    project !== null,
  );
}
