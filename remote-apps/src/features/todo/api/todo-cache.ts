// Reading and writing the cached todo list around a change: what the page shows is that cache, so optimistic
// updates, rollbacks and the server's answers all go through here.
import type { QueryClient } from '@tanstack/react-query';
import { frappeExcType, isStaleWriteError } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import { todoKeys } from './todo-keys';
import { patchTodo, removeTodo, replaceTodo } from './todo-list-edits';
import { todosQueryOptions } from './todo-queries';
import { fetchTodo } from './todo-requests';

const listKey = todosQueryOptions().queryKey;

export function cachedTodos(client: QueryClient): Todo[] {
  return client.getQueryData(listKey) ?? [];
}

export function cachedTodo(client: QueryClient, id: number): Todo | undefined {
  return cachedTodos(client).find((todo) => todo.id === id);
}

export function editTodos(client: QueryClient, edit: (list: Todo[]) => Todo[]): void {
  client.setQueryData(listKey, (list) => list && edit(list));
}

/** Reads the list again, e.g. after the server refused a change made on an older view of it. */
export function reloadTodos(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: listKey });
}

/** Stops a list load under way, so its older answer cannot overwrite the optimistic change about to be made. */
export async function holdList(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: listKey });
}

/**
 * Whether writes to this todo other than the one finishing are pending. Writes to a todo run one after another,
 * so those were started after it, and the list already shows their optimistic changes.
 */
export function laterWritesPending(client: QueryClient, id: number): boolean {
  return client.isMutating({ mutationKey: todoKeys.writes(id) }) > 1;
}

/** Takes a saved todo: all of it, or only its version while a later local change is still on its way. */
export function applySaved(client: QueryClient, saved: Todo): void {
  const keepLocal = laterWritesPending(client, saved.id);
  editTodos(client, (list) =>
    keepLocal ? patchTodo(list, saved.id, { modified: saved.modified }) : replaceTodo(list, saved),
  );
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
