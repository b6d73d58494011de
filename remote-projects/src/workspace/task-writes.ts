// Writing a task from any page of this remote: the change is sent with the `modified` it was based on, so a
// task someone else saved in the meantime is refused (Frappe's TimestampMismatchError) instead of overwritten.
import { createDoc, deleteDoc, isStaleWriteError, updateDoc, writeErrorMessage } from 'shared-auth';
import type { Task } from 'tessera-contracts';

export const STALE_TASK_MESSAGE =
  'Someone else changed this task since you opened it. It has been reloaded: try again.';

/** PUT the changed fields of a task, based on the version the user saw (`modified`). */
export function saveTask(name: string, changes: Partial<Task>, modified: string | undefined): Promise<Task> {
  return updateDoc<Task>('Task', name, modified ? { ...changes, modified } : changes);
}

export function createTask(values: Partial<Task> & { subject: string }): Promise<Task> {
  return createDoc<Task>('Task', values);
}

export function removeTask(name: string): Promise<void> {
  return deleteDoc('Task', name);
}

/** Whether a save failed because the task changed on the server since it was read. */
export function isStaleTaskError(error: unknown): boolean {
  return isStaleWriteError(error);
}

/** What to tell the user when a task write failed. */
export function taskWriteErrorMessage(error: unknown): string {
  return writeErrorMessage(error, STALE_TASK_MESSAGE);
}
