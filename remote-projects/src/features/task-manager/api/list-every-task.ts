// Every task (up to TASK_MANAGER_LIMIT, newest first), for the task manager's pages of every project.
import { listDocs } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { taskManagerKeys } from './task-manager-keys';
import { TASK_MANAGER_FIELDS, TASK_MANAGER_LIMIT, useTaskNames } from './task-manager-reads';

export function fetchEveryTask(signal?: AbortSignal): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    { fields: TASK_MANAGER_FIELDS, orderBy: 'creation desc', limitPageLength: TASK_MANAGER_LIMIT },
    signal,
  );
}

export function useEveryTask() {
  return useTaskNames(taskManagerKeys.everyTask(), fetchEveryTask);
}
