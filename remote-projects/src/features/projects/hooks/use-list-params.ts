// The list's grouping, sort and filters, kept in the URL. The search box writes the URL as the user types; the
// request follows once typing pauses (an emptied box at once). Each change writes only its own part, over the
// latest URL, so two quick changes both hold.
import { useCallback, useMemo } from 'react';
import { toIsoDate, useSearchParamsUpdate } from 'shared-ui';
import { buildTaskFilters, statusNameFilterOf, type TaskFilter } from '../api/task-filters';
import {
  isNarrowed,
  NO_FILTERS,
  readListParams,
  writeListParams,
  type TaskListChange,
  type TaskListFilters,
  type TaskListParams,
} from '../model/list-params';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;
const isEmpty = (text: string) => text === '';
const NO_STATUSES: readonly string[] = [];

export interface ListParamsState extends TaskListParams {
  setParams: (next: TaskListChange) => void;
  setFilter: <Key extends keyof TaskListFilters>(key: Key, value: TaskListFilters[Key]) => void;
  clearFilters: () => void;
  /** The Frappe filters in force (the space's projects and every filter but a status name). */
  taskFilters: TaskFilter[];
  /** On every space's list, the key of the status name it is filtered by; null for none. */
  statusName: string | null;
  narrowed: boolean;
}

/**
 * `projects`: those of the page's space, or null for every task; `boardStatuses`: the names of the space's board
 * statuses, which the status filter picks from (none: ERPNext's statuses); `byStatusName`: the status filter picks
 * a status name of every board instead.
 */
export function useListParams(
  projects: readonly string[] | null,
  boardStatuses: readonly string[] = NO_STATUSES,
  byStatusName = false,
): ListParamsState {
  const [searchParams, updateSearchParams] = useSearchParamsUpdate();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const settledSearch = useDebouncedValue(params.filters.search.trim(), SEARCH_DEBOUNCE_MS, isEmpty);
  const today = toIsoDate(new Date());
  const { filters } = params;
  const taskFilters = useMemo(
    () => buildTaskFilters({ ...filters, search: settledSearch, projects, today, boardStatuses, byStatusName }),
    [filters, settledSearch, projects, today, boardStatuses, byStatusName],
  );

  const setParams = useCallback(
    (next: TaskListChange) => updateSearchParams((latest) => writeListParams(latest, next), { replace: true }),
    [updateSearchParams],
  );
  return {
    ...params,
    setParams,
    setFilter: (key, value) => setParams({ filters: { [key]: value } }),
    clearFilters: () => setParams({ filters: NO_FILTERS }),
    taskFilters,
    statusName: statusNameFilterOf({ status: filters.status, byStatusName }),
    narrowed: isNarrowed({ ...filters, search: settledSearch }),
  };
}
