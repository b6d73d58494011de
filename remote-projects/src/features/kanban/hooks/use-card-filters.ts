// The toolbar's text and priority filters. They narrow the cards already read, so typing costs no request.
import { useDeferredValue, useMemo, useState } from 'react';
import type { Task } from 'tessera-contracts';

export interface CardFilters {
  search: string;
  priority: string;
  setSearch: (value: string) => void;
  setPriority: (value: string) => void;
  /** Whether a filter is in force. */
  narrowed: boolean;
  clear: () => void;
  /** The tasks that pass. */
  apply: (tasks: readonly Task[]) => readonly Task[];
}

export function filterTasks(tasks: readonly Task[], search: string, priority: string): readonly Task[] {
  const text = search.trim().toLocaleLowerCase();
  if (!text && !priority) return tasks;
  return tasks.filter(
    (task) => (!text || task.subject.toLocaleLowerCase().includes(text)) && (!priority || task.priority === priority),
  );
}

export function useCardFilters(): CardFilters {
  const [search, setSearch] = useState('');
  const [priority, setPriority] = useState('');
  // A large board redraws after the keystroke, not during it.
  const settledSearch = useDeferredValue(search);
  const apply = useMemo(
    () => (tasks: readonly Task[]) => filterTasks(tasks, settledSearch, priority),
    [settledSearch, priority],
  );
  return {
    search,
    priority,
    setSearch,
    setPriority,
    narrowed: settledSearch.trim() !== '' || priority !== '',
    clear: () => {
      setSearch('');
      setPriority('');
    },
    apply,
  };
}
