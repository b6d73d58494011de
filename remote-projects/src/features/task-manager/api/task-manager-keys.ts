// Query keys of the task manager's task lists. All sit under the Task doctype's key, so a write from any page
// (this feature's, the task list's, the board's) refreshes every one of them.
import { resourceKey } from 'shared-auth';

export const taskManagerKeys = {
  all: [...resourceKey('Task'), 'task-manager'] as const,
  everyTask: () => [...taskManagerKeys.all, 'every'] as const,
  project: (project: string) => [...taskManagerKeys.all, 'project', project] as const,
  /** The key of every task write made from this feature (see usePendingTaskNames). */
  change: () => [...taskManagerKeys.all, 'change'] as const,
};
