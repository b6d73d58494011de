// The toolbar's inputs and the filters they stand for.
import { useState } from 'react';
import { buildTaskFilters, type TaskFilter } from '../api/task-filters';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;
const isEmpty = (text: string) => text === '';

export interface TaskFilterInputs {
  search: string;
  status: string;
  priority: string;
  setSearch: (value: string) => void;
  setStatus: (value: string) => void;
  setPriority: (value: string) => void;
  /** The filters in force: the search applies once typing pauses, an emptied one at once. */
  filters: TaskFilter[];
  /** Whether any filter beyond the space is in force. */
  narrowed: boolean;
  clear: () => void;
}

/** `projects`: those of the page's space, or null for every task. */
export function useTaskFilterInputs(projects: readonly string[] | null): TaskFilterInputs {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS, isEmpty);
  return {
    search,
    status,
    priority,
    setSearch,
    setStatus,
    setPriority,
    filters: buildTaskFilters({ projects, search: settledSearch, status, priority }),
    narrowed: settledSearch !== '' || status !== '' || priority !== '',
    clear: () => {
      setSearch('');
      setStatus('');
      setPriority('');
    },
  };
}
