// Reading and writing the cached todo list around a change: what the page shows is that cache, so optimistic
// updates, rollbacks and the server's answers all go through here.
import type { QueryClient } from '@tanstack/react-query';
import { cachedChange, frappeExcType, isStaleWriteError, receiveCached, type CachedChange } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import { removeTodo, replaceTodo } from '../model/todo-list-edits';
import { todosQueryOptions } from './list-todos';
import { fetchTodo } from './get-todo';

const listKey = todosQueryOptions().queryKey;

export function cachedTodos(client: QueryClient): Todo[] {
  return client.getQueryData(listKey) ?? [];
}

export function cachedTodo(client: QueryClient, id: number): Todo | undefined {
  return cachedTodos(client).find((todo) => todo.id === id);
}

/** An optimistic change of the list, and what the server's answer makes of it (see shared-auth). */
export function todoChange<Answer>(
  edit: (list: Todo[]) => Todo[],
  settle?: (list: Todo[], answer: Answer) => Todo[],
): CachedChange<Answer> {
  return cachedChange(listKey, edit, settle);
}

/** Takes what the server gave outside an optimistic change; changes still on their way stay shown on top. */
export function editTodos(client: QueryClient, edit: (list: Todo[]) => Todo[]): void {
  receiveCached(client, listKey, edit);
}

/** Reads the list again, e.g. after the server refused a change made on an older view of it. */
export function reloadTodos(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: listKey });
}

/** Takes a saved todo; changes of it still on their way stay shown on top. */
export function applySaved(client: QueryClient, saved: Todo): void {
  editTodos(client, (list) => replaceTodo(list, saved));
}

/** The server refused a change based on an older version of the todo (someone saved in between). */
export function isStaleWrite(error: unknown): boolean {
  return isStaleWriteError(error);
}

/** Reloads one todo after the server refused a stale change; resolves to it, or null if it is gone. */
export async function refreshTodo(client: QueryClient, id: number): Promise<Todo | null> {
  try {
    const latest = await fetchTodo(id);
    editTodos(client, (list) => replaceTodo(list, latest));
    return latest;
  } catch (error) {
    if (frappeExcType(error) === 'DoesNotExistError') editTodos(client, (list) => removeTodo(list, id));
    return null;
  }
}
