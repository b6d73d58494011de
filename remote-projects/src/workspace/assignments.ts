// A task's assignees as Frappe keeps them: open ToDos, listed in the task's `_assign`. Changing them goes
// through frappe.desk.form.assign_to; the people to pick from come from the User link search, which every
// signed-in user may run.
import { apiClient, callMethod } from 'shared-auth';
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

/** A read, so a GET (search_link accepts any method). */
export async function fetchAssignableUsers(signal?: AbortSignal): Promise<AssignableUser[]> {
  const response = await apiClient.get<{ message: { value: string; description?: string }[] }>(
    '/api/method/frappe.desk.search.search_link',
    { params: { doctype: 'User', txt: '', page_length: 100 }, signal },
  );
  return response.data.message.map((user) => ({ id: user.value, fullName: user.description || user.value }));
}

/**
 * Gives the task to `assignee` alone: assigns them first, then ends the other assignments, so a failure
 * half-way leaves the task assigned to someone rather than to nobody.
 */
export async function reassignTask(task: Pick<Task, 'name' | '_assign'>, assignee: string): Promise<void> {
  const current = assigneesOf(task);
  if (!current.includes(assignee)) {
    await callMethod('frappe.desk.form.assign_to.add', { doctype: 'Task', name: task.name, assign_to: [assignee] });
  }
  for (const previous of current.filter((id) => id !== assignee)) {
    await callMethod('frappe.desk.form.assign_to.remove', { doctype: 'Task', name: task.name, assign_to: previous });
  }
}
