// The views over every space group a task's one status by its name: spaces and custom projects each have their own
// statuses, so a column or group stands for every board status of that name (case-insensitive), as cross-project
// boards map columns to statuses; tasks whose project has no board statuses stand in ERPNext's status of that name.
import { boardStatusesOf, shownStatusOf, sortByPosition, statusFieldOf } from './board-status';
import { TASK_STATUSES, type Task } from './task';
import type { Project, PuxeoStatus, Space } from './workspace';

export interface StatusName {
  /** The name in lower case: what tasks of every board are matched on. */
  key: string;
  /** As the first board that has it spells it. */
  label: string;
  /** The first board's colour; null for ERPNext's statuses. */
  color: string | null;
}

/** What decides a project's board statuses (boardStatusesOf). */
export type BoardOwner = Pick<Project, 'name' | 'is_custom' | 'space'>;

export function statusNameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/**
 * Every board status name, each once: each space's statuses by position (spaces in their order), then those of its
 * projects with their own; then those of projects in no known space; then ERPNext's statuses not named already.
 */
export function statusNamesOf<Owner extends BoardOwner>(
  spaces: readonly Pick<Space, 'name'>[],
  projects: readonly Owner[],
  statuses: readonly PuxeoStatus[],
): StatusName[] {
  const ordered: PuxeoStatus[] = [];
  const known = new Set(spaces.map((space) => space.name));
  for (const space of spaces) {
    ordered.push(...sortByPosition(statuses.filter((status) => status.space === space.name)));
    for (const project of projects) {
      if (project.is_custom && project.space === space.name) ordered.push(...boardStatusesOf(project, statuses));
    }
  }
  for (const project of projects) {
    if (project.is_custom && !known.has(project.space ?? '')) ordered.push(...boardStatusesOf(project, statuses));
  }
  const byKey = new Map<string, StatusName>();
  for (const status of ordered) {
    const key = statusNameKey(status.name1);
    if (!byKey.has(key)) byKey.set(key, { key, label: status.name1, color: status.color || null });
  }
  for (const status of TASK_STATUSES) {
    const key = statusNameKey(status);
    if (!byKey.has(key)) byKey.set(key, { key, label: status, color: null });
  }
  return [...byKey.values()];
}

/** The name key of a task's one status (shownStatusOf); null for a task without a board that has no status. */
export function statusNameKeyOf(
  task: Pick<Task, 'status' | 'puxeo_status'>,
  boardStatuses: readonly PuxeoStatus[],
): string | null {
  const shown = shownStatusOf(task, boardStatuses);
  if (shown.kind === 'board') return statusNameKey(shown.status.name1);
  return shown.value ? statusNameKey(shown.value) : null;
}

export type StatusNameWrite = { changes: Partial<Task> } | { refusal: string };

/**
 * What putting `task` in the status named `name` writes: its own board's status of that name (`puxeo_status`), or
 * ERPNext's status where its project has no board statuses; a refusal, saying why, when its board has none so named.
 */
export function statusNameWrite(
  task: Pick<Task, 'project'>,
  boardStatuses: readonly PuxeoStatus[],
  name: StatusName,
  projectLabel: string | null,
): StatusNameWrite {
  const field = statusFieldOf(boardStatuses);
  const value =
    field === 'puxeo_status'
      ? boardStatuses.find((status) => statusNameKey(status.name1) === name.key)?.name
      : TASK_STATUSES.find((status) => statusNameKey(status) === name.key);
  if (value !== undefined) return { changes: { [field]: value } };
  if (!task.project) return { refusal: `A task without a project has no status “${name.label}”` };
  return { refusal: `${projectLabel ?? task.project}'s board has no status “${name.label}”` };
}
