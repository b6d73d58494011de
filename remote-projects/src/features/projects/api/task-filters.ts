// What the page's space, search box and selects mean as Frappe filters.

/** A Frappe list filter: `[field, operator, value]`. */
export type TaskFilter = [string, string, unknown];

export interface TaskQuery {
  /** The projects of the page's space; null for every task (`/projects/all`). */
  projects: readonly string[] | null;
  search: string;
  status: string;
  priority: string;
}

export function buildTaskFilters({ projects, search, status, priority }: TaskQuery): TaskFilter[] {
  const filters: TaskFilter[] = [];
  if (projects !== null) filters.push(['project', 'in', [...projects]]);
  const text = search.trim();
  if (text) filters.push(['subject', 'like', `%${text}%`]);
  if (status) filters.push(['status', '=', status]);
  if (priority) filters.push(['priority', '=', priority]);
  return filters;
}
