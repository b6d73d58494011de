// What the page's space, search box and selects mean as Frappe filters.
import type { TaskFilter } from './task-api';

/** The space that stands for every task. */
export const ALL_TASKS_SPACE = 'all';

export interface TaskQuery {
  space: string;
  search: string;
  status: string;
  priority: string;
}

export function buildTaskFilters({ space, search, status, priority }: TaskQuery): TaskFilter[] {
  const filters: TaskFilter[] = [];
  if (space !== ALL_TASKS_SPACE) filters.push(['project', '=', space]);
  const text = search.trim();
  if (text) filters.push(['subject', 'like', `%${text}%`]);
  if (status) filters.push(['status', '=', status]);
  if (priority) filters.push(['priority', '=', priority]);
  return filters;
}
