// A task's one status, read the same way on every page. Where its project's board has statuses (the project's own,
// or else its space's: Puxeo Statuses), it is the board status in `puxeo_status`, and a task with none of them
// counts as in the first, as its board shows it; elsewhere it is ERPNext's `status`.
import type { Task } from './task';
import type { Project, PuxeoStatus } from './workspace';

/** Statuses in their `position` order; one without a position goes last, the others keep the server's order. */
export function sortByPosition(statuses: readonly PuxeoStatus[]): PuxeoStatus[] {
  const rank = (status: PuxeoStatus) => status.position ?? Number.POSITIVE_INFINITY;
  return statuses
    .map((status, index) => ({ status, index }))
    .sort((a, b) => rank(a.status) - rank(b.status) || a.index - b.index)
    .map(({ status }) => status);
}

/** The board statuses a project's tasks take: its own when it uses custom statuses, else its space's; may be none. */
export function boardStatusesOf(
  project: Pick<Project, 'name' | 'is_custom' | 'space'> | null | undefined,
  statuses: readonly PuxeoStatus[],
): PuxeoStatus[] {
  if (!project) return [];
  if (project.is_custom) return sortByPosition(statuses.filter((status) => status.project === project.name));
  const { space } = project;
  return space ? sortByPosition(statuses.filter((status) => status.space === space)) : [];
}

const NO_STATUSES: readonly PuxeoStatus[] = [];

/**
 * The statuses a space's task list groups and filters by: the space's, then those of its projects with their own;
 * none when the space has none (ERPNext's statuses then).
 */
export function spaceListStatuses(
  space: string,
  projects: readonly Project[],
  statuses: readonly PuxeoStatus[],
): readonly PuxeoStatus[] {
  const own = sortByPosition(statuses.filter((status) => status.space === space));
  if (own.length === 0) return NO_STATUSES;
  const custom = projects.filter((project) => project.space === space && project.is_custom);
  return [...own, ...custom.flatMap((project) => boardStatusesOf(project, statuses))];
}

export type ShownStatus = { kind: 'board'; status: PuxeoStatus } | { kind: 'task'; value: string | null };

/** What a task's status is, given its project's board statuses (boardStatusesOf). */
export function shownStatusOf(
  task: Pick<Task, 'status' | 'puxeo_status'>,
  boardStatuses: readonly PuxeoStatus[],
): ShownStatus {
  const [first] = boardStatuses;
  if (!first) return { kind: 'task', value: task.status || null };
  return { kind: 'board', status: boardStatuses.find((candidate) => candidate.name === task.puxeo_status) ?? first };
}

/** The field a task's status is written to, given its project's board statuses. */
export function statusFieldOf(boardStatuses: readonly PuxeoStatus[]): 'puxeo_status' | 'status' {
  return boardStatuses.length > 0 ? 'puxeo_status' : 'status';
}
