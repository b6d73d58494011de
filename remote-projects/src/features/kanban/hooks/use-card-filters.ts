// The toolbar's text and priority filters. They narrow the cards already read, so typing costs no request. They
// are in the URL's query under the task list's names (`q`, `priority`), so a reload, a shared link and the
// list/board switch keep them.
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParamsUpdate } from 'shared-ui';
import type { Task } from 'tessera-contracts';

const SEARCH_PARAM = 'q';
const PRIORITY_PARAM = 'priority';

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
  const [searchParams, updateSearchParams] = useSearchParamsUpdate();
  const search = searchParams.get(SEARCH_PARAM) ?? '';
  const priority = searchParams.get(PRIORITY_PARAM) ?? '';
  // Each change writes only its own part, over the latest URL, so two quick changes both hold.
  const setParams = useCallback(
    (next: Record<string, string>) =>
      updateSearchParams(
        (latest) => {
          for (const [name, value] of Object.entries(next)) {
            if (value) latest.set(name, value);
            else latest.delete(name);
          }
          return latest;
        },
        { replace: true },
      ),
    [updateSearchParams],
  );
  // A large board redraws after the keystroke, not during it.
  const settledSearch = useDeferredValue(search);
  const apply = useMemo(
    () => (tasks: readonly Task[]) => filterTasks(tasks, settledSearch, priority),
    [settledSearch, priority],
  );
  return {
    search,
    priority,
    setSearch: (value) => setParams({ [SEARCH_PARAM]: value }),
    setPriority: (value) => setParams({ [PRIORITY_PARAM]: value }),
    narrowed: settledSearch.trim() !== '' || priority !== '',
    clear: () => setParams({ [SEARCH_PARAM]: '', [PRIORITY_PARAM]: '' }),
    apply,
  };
}
