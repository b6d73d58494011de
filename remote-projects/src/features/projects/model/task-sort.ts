// Sorting the list by a column, as Frappe's `order_by`. Every sort ends on `name`, so paging never shows a task
// twice or skips one where many share a value.
import { isColumnId, TASK_COLUMNS, type ColumnId } from './task-columns';

export type SortField = 'subject' | ColumnId;
export type SortDirection = 'asc' | 'desc';

export interface TaskSort {
  field: SortField;
  direction: SortDirection;
}

/** Newest first, as the API itself lists tasks. */
export const DEFAULT_ORDER_BY = 'creation desc, name desc';

export function isSortField(value: unknown): value is SortField {
  if (value === 'subject') return true;
  return isColumnId(value) && TASK_COLUMNS.find((column) => column.id === value)?.sortable !== false;
}

export function orderByOf(sort: TaskSort | null): string {
  if (!sort) return DEFAULT_ORDER_BY;
  if (sort.field === 'name') return `name ${sort.direction}`;
  return `${sort.field} ${sort.direction}, name ${sort.direction}`;
}

/** A header clicked: ascending first, then descending. */
export function nextSort(current: TaskSort | null, field: SortField): TaskSort {
  if (current?.field === field && current.direction === 'asc') return { field, direction: 'desc' };
  return { field, direction: 'asc' };
}
