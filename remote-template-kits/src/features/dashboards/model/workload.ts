// The overview's workload: how many open work tasks each assignee has.
import { assigneesOf } from 'tessera-contracts';
import type { TaskAssignment } from '../api/count-open-work';

export interface AssigneeLoad {
  /** The user id (e-mail). */
  assignee: string;
  tasks: number;
}

export interface Workload {
  /** Most tasks first; a task given to two people counts for each. */
  byAssignee: AssigneeLoad[];
  /** Open tasks given to no one. */
  unassigned: number;
}

/** The open tasks counted per assignee (most first, then by id), and those given to no one. */
export function workloadOf(tasks: readonly TaskAssignment[]): Workload {
  const counts = new Map<string, number>();
  let unassigned = 0;
  for (const task of tasks) {
    const assignees = new Set(assigneesOf(task));
    if (assignees.size === 0) unassigned += 1;
    for (const assignee of assignees) counts.set(assignee, (counts.get(assignee) ?? 0) + 1);
  }
  const byAssignee = [...counts]
    .map(([assignee, count]) => ({ assignee, tasks: count }))
    .sort((a, b) => b.tasks - a.tasks || a.assignee.localeCompare(b.assignee));
  return { byAssignee, unassigned };
}
