import { readableError } from 'shared-auth';
import type { Todo, TodoTag } from 'tessera-contracts';
import { useTags } from '../api/list-tags';
import { useTodos } from '../api/list-todos';

export type BoardStatus = 'loading' | 'ready' | 'error';

export interface TodoBoard {
  todos: Todo[];
  tags: TodoTag[];
  status: BoardStatus;
  /** Why the todos or tags could not be loaded (status 'error'). */
  loadError: string;
  /** Loads again what failed. */
  retry: () => void;
}

const NO_TODOS: Todo[] = [];
const NO_TAGS: TodoTag[] = [];

/** The todos and the tags the page needs before it can show either. */
export function useTodoBoard(): TodoBoard {
  const todosQuery = useTodos();
  const tagsQuery = useTags();
  const queries = [todosQuery, tagsQuery];
  // A failed load shows its error until Retry fetches again; data already shown stays if a later refetch fails.
  const failed = queries.find((query) => query.isError && query.data === undefined && !query.isFetching);
  const ready = todosQuery.data !== undefined && tagsQuery.data !== undefined;
  return {
    todos: todosQuery.data ?? NO_TODOS,
    tags: tagsQuery.data ?? NO_TAGS,
    status: failed ? 'error' : ready ? 'ready' : 'loading',
    loadError: failed ? readableError(failed.error) : '',
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
