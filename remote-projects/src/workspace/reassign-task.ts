// Changing a task's assignees, through frappe.desk.form.assign_to.
import { callMethod } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { assigneesOf } from 'tessera-contracts';

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
