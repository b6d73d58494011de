// What the page's space and filters mean as Frappe filters. Due dates go through dateSpanFilters, so a task without
// one is never "due before" a day, in the rows (a Frappe list) as in their counts (get_count).
import { dateSpanFilters } from 'shared-auth';
import { addDays } from 'shared-ui';
import { OVERDUE_EXEMPT_STATUSES, statusNameKey, type TaskFilter } from 'tessera-contracts';
import type { TaskListFilters } from '../model/list-params';
import { boardStatusFilter } from '../model/task-groups';

export type { TaskFilter };

export interface TaskQuery extends TaskListFilters {
  /** The projects of the page's space; null for every task (`/projects/all`). */
  projects: readonly string[] | null;
  /** Today (YYYY-MM-DD), for "Overdue". */
  today: string;
  /** The names of the space's board statuses, in order, which the status filter picks from; none: ERPNext's. */
  boardStatuses?: readonly string[];
  /**
   * Every space's list: the status filter is a status name, whose tasks its plan reads (status-name-plan.ts,
   * statusNameFilterOf), not a filter on one field.
   */
  byStatusName?: boolean;
}

function projectFilter(projects: readonly string[] | null, project: string): TaskFilter | null {
  // A project outside the space (a stale link) does not widen the list beyond the space.
  if (project && (projects === null || projects.includes(project))) return ['project', '=', project];
  return projects === null ? null : ['project', 'in', [...projects]];
}

export function buildTaskFilters(query: TaskQuery): TaskFilter[] {
  const filters: TaskFilter[] = [];
  const byProject = projectFilter(query.projects, query.project);
  if (byProject) filters.push(byProject);
  const text = query.search.trim();
  if (text) filters.push(['subject', 'like', `%${text}%`]);
  const boardStatuses = query.boardStatuses ?? [];
  // Every space's status name is no one field's value: the groups read it by its plan (statusNameFilterOf).
  if (query.status && !query.byStatusName) {
    if (boardStatuses.length > 0) filters.push(...boardStatusFilter(boardStatuses, query.status));
    else filters.push(['status', '=', query.status]);
  }
  if (query.priority) filters.push(['priority', '=', query.priority]);
  if (query.dueFrom || query.dueTo) {
    const before = query.dueTo ? addDays(query.dueTo, 1) : undefined;
    filters.push(...dateSpanFilters('exp_end_date', { from: query.dueFrom || undefined, before }));
  }
  if (query.overdue) {
    // As ERPNext's daily job decides it: due before today and neither completed nor cancelled.
    filters.push(...dateSpanFilters('exp_end_date', { before: query.today }));
    filters.push(['status', 'not in', [...OVERDUE_EXEMPT_STATUSES]]);
  }
  return filters;
}

/** The key of the status name every space's list is filtered by (statusNameKey); null for none, or a space's list. */
export function statusNameFilterOf(query: Pick<TaskQuery, 'status' | 'byStatusName'>): string | null {
  return query.byStatusName && query.status.trim() ? statusNameKey(query.status) : null;
}
