import { useCallback, useEffect, useRef, useState } from 'react';
import { readableError } from 'shared-auth';
import { countTasks, fetchTasks, TASK_PAGE_SIZE, type TaskFilter } from './task-api';
import type { Task } from './task-model';

export type TaskListPhase = 'loading' | 'error' | 'ready';

interface Loaded {
  phase: TaskListPhase;
  tasks: Task[];
  total: number;
  error: string | null;
  lastPageFull: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
}

export interface TaskList extends Omit<Loaded, 'lastPageFull'> {
  hasMore: boolean;
  retry: () => void;
  loadMore: () => void;
}

const LOADING: Loaded = {
  phase: 'loading',
  tasks: [],
  total: 0,
  error: null,
  lastPageFull: false,
  loadingMore: false,
  loadMoreError: null,
};

/** Rows of `page` not already listed: a task created between two page requests shifts the offsets by one. */
function appendNew(tasks: Task[], page: Task[]): Task[] {
  const listed = new Set(tasks.map((task) => task.name));
  return [...tasks, ...page.filter((task) => !listed.has(task.name))];
}

/**
 * The first page and total count for `filters` (keep its identity stable between renders), then further pages
 * on demand. A change of filters abandons every request made for the previous ones.
 */
export function useTaskList(filters: TaskFilter[]): TaskList {
  const [state, setState] = useState<Loaded>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  const loadingMoreRef = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    loadingMoreRef.current = false;
    setState(LOADING);
    Promise.all([fetchTasks(filters, 0, controller.signal), countTasks(filters, controller.signal)])
      .then(([tasks, total]) => {
        if (controller.signal.aborted) return;
        setState({ ...LOADING, phase: 'ready', tasks, total, lastPageFull: tasks.length === TASK_PAGE_SIZE });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ ...LOADING, phase: 'error', error: readableError(error) });
      });
    return () => controller.abort();
  }, [filters, attempt]);

  const loadedCount = state.tasks.length;
  const loadMore = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setState((current) => ({ ...current, loadingMore: true, loadMoreError: null }));
    fetchTasks(filters, loadedCount, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setState((current) => ({
          ...current,
          tasks: appendNew(current.tasks, page),
          lastPageFull: page.length === TASK_PAGE_SIZE,
          loadingMore: false,
        }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, loadingMore: false, loadMoreError: readableError(error) }));
      })
      .finally(() => {
        if (controllerRef.current === controller) loadingMoreRef.current = false;
      });
  }, [filters, loadedCount]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const { lastPageFull, ...rest } = state;
  return { ...rest, hasMore: lastPageFull && state.tasks.length < state.total, retry, loadMore };
}
