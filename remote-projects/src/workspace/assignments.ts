// A task's assignees as Frappe keeps them: open ToDos, listed in the task's `_assign`.
import type { Task } from 'tessera-contracts';

export interface AssignableUser {
  /** The user id (e-mail). */
  id: string;
  fullName: string;
}

/** The assignees in `_assign`; anything unreadable counts as none rather than breaking the page. */
export function assigneesOf(task: Pick<Task, '_assign'>): string[] {
  if (!task._assign) return [];
  try {
    const parsed: unknown = JSON.parse(task._assign);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
