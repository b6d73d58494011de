// A task's assignees as Frappe keeps them: its open ToDos' users, listed as JSON in the task's `_assign`.
import type { Task } from './task';

/** The user ids in `_assign`; anything unreadable counts as no one rather than breaking a page. */
export function assigneesOf(task: Pick<Task, '_assign'>): string[] {
  if (!task._assign) return [];
  try {
    const parsed: unknown = JSON.parse(task._assign);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}
