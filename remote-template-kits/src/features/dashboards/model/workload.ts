// The overview's workload: how many open work tasks each assignee has.
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

/** The user ids in a task's `_assign`; text that is not a JSON list of ids counts as no one, not a failure. */
export function assigneesIn(assign: string | null | undefined): string[] {
  if (!assign) return [];
  try {
    const parsed: unknown = JSON.parse(assign);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}

/** The open tasks counted per assignee (most first, then by id), and those given to no one. */
export function workloadOf(tasks: readonly TaskAssignment[]): Workload {
  const counts = new Map<string, number>();
  let unassigned = 0;
  for (const task of tasks) {
    const assignees = new Set(assigneesIn(task._assign));
    if (assignees.size === 0) unassigned += 1;
    for (const assignee of assignees) counts.set(assignee, (counts.get(assignee) ?? 0) + 1);
  }
  const byAssignee = [...counts]
    .map(([assignee, count]) => ({ assignee, tasks: count }))
    .sort((a, b) => b.tasks - a.tasks || a.assignee.localeCompare(b.assignee));
  return { byAssignee, unassigned };
}
