// What the task list's URL holds (so a view can be shared and survives a reload): grouping, sort and filters.
// `?group=priority&sort=exp_end_date&dir=desc&q=login&status=Open&priority=High&project=PROJ-0001&from=…&to=…&overdue=1`
import { isSortField, type TaskSort } from './task-sort';

export type TaskGrouping = 'status' | 'priority' | 'none';

export interface TaskListFilters {
  search: string;
  status: string;
  priority: string;
  project: string;
  /** YYYY-MM-DD bounds on the due date (exp_end_date), both included; '' when open. */
  dueFrom: string;
  dueTo: string;
  overdue: boolean;
}

export const NO_FILTERS: TaskListFilters = {
  search: '',
  status: '',
  priority: '',
  project: '',
  dueFrom: '',
  dueTo: '',
  overdue: false,
};

export interface TaskListParams {
  grouping: TaskGrouping;
  sort: TaskSort | null;
  filters: TaskListFilters;
}

/** A change to the list's params: the parts given, and of the filters only those given. */
export interface TaskListChange {
  grouping?: TaskGrouping;
  sort?: TaskSort | null;
  filters?: Partial<TaskListFilters>;
}

const FILTER_PARAMS = {
  search: 'q',
  status: 'status',
  priority: 'priority',
  project: 'project',
  dueFrom: 'from',
  dueTo: 'to',
} as const satisfies Record<Exclude<keyof TaskListFilters, 'overdue'>, string>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOrEmpty = (value: string | null) => (value && ISO_DATE.test(value) ? value : '');

export function readListParams(params: URLSearchParams): TaskListParams {
  const group = params.get('group');
  const sortField = params.get('sort');
  return {
    grouping: group === 'priority' || group === 'none' ? group : 'status',
    sort: isSortField(sortField)
      ? { field: sortField, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' }
      : null,
    filters: {
      search: params.get(FILTER_PARAMS.search) ?? '',
      status: params.get(FILTER_PARAMS.status) ?? '',
      priority: params.get(FILTER_PARAMS.priority) ?? '',
      project: params.get(FILTER_PARAMS.project) ?? '',
      dueFrom: dateOrEmpty(params.get(FILTER_PARAMS.dueFrom)),
      dueTo: dateOrEmpty(params.get(FILTER_PARAMS.dueTo)),
      overdue: params.get('overdue') === '1',
    },
  };
}

/** `previous` with the given parts replaced, the others kept; defaults are left out of the URL. */
export function writeListParams(previous: URLSearchParams, next: TaskListChange): URLSearchParams {
  const params = new URLSearchParams(previous);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  if (next.grouping !== undefined) set('group', next.grouping === 'status' ? '' : next.grouping);
  if (next.sort !== undefined) {
    set('sort', next.sort?.field ?? '');
    set('dir', next.sort?.direction ?? '');
  }
  const filters = next.filters ?? {};
  for (const [key, name] of Object.entries(FILTER_PARAMS)) {
    const value = filters[key as keyof typeof FILTER_PARAMS];
    if (value !== undefined) set(name, value);
  }
  if (filters.overdue !== undefined) set('overdue', filters.overdue ? '1' : '');
  return params;
}

/** Whether any filter beyond the space is in force. */
export function isNarrowed(filters: TaskListFilters): boolean {
  return Object.entries(filters).some(([key, value]) => value !== NO_FILTERS[key as keyof TaskListFilters]);
}
