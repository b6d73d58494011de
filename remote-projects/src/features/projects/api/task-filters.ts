// What the page's space, search box and selects mean as Frappe filters.
import { ALL_SPACES } from '../../../paths';

/** A Frappe list filter: `[field, operator, value]`. */
export type TaskFilter = [string, string, unknown];

export interface TaskQuery {
  space: string;
  search: string;
  status: string;
  priority: string;
}

export function buildTaskFilters({ space, search, status, priority }: TaskQuery): TaskFilter[] {
  const filters: TaskFilter[] = [];
  if (space !== ALL_SPACES) filters.push(['project', '=', space]);
  const text = search.trim();
  if (text) filters.push(['subject', 'like', `%${text}%`]);
  if (status) filters.push(['status', '=', status]);
  if (priority) filters.push(['priority', '=', priority]);
  return filters;
}
