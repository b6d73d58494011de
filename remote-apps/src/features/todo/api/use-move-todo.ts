import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import type { TodoFeedback } from '../types';
import { cachedTodos, editTodos, holdList } from './todo-cache';
import { todoKeys, todoScopes } from './todo-keys';
import { moveItem, orderLike } from './todo-list-edits';
import { reorderTodos } from './todo-requests';

interface MoveVariables {
  todo: Todo;
  /** Indexes in the full list (the filters may hide todos in between). */
  startIndex: number;
  endIndex: number;
  /** The ids in their order before the move, for a rollback. */
  orderBefore: number[];
}

/**
 * Moves a todo to the place of another one at once and saves the move after the earlier ones. Only the last
 * move's answer sets the order: an earlier answer would undo the later moves the list already shows.
 */
export function useMoveTodo(feedback: TodoFeedback): (todo: Todo, target: Todo) => void {
  const client = useQueryClient();
  const laterMovesPending = () => client.isMutating({ mutationKey: todoKeys.order() }) > 1;
  const { mutate } = useMutation({
    mutationKey: todoKeys.order(),
    scope: todoScopes.order,
    onMutate: async ({ startIndex, endIndex }: MoveVariables) => {
      await holdList(client);
      editTodos(client, (list) => moveItem(list, startIndex, endIndex));
    },
    mutationFn: ({ startIndex, endIndex }: MoveVariables) => reorderTodos(startIndex, endIndex),
    onSuccess: (ordered) => {
      if (!laterMovesPending())
        editTodos(client, (list) =>
          orderLike(
            list,
            ordered.map((todo) => todo.id),
          ),
        );
    },
    onError: (error, { todo, orderBefore }) => {
      if (!laterMovesPending()) editTodos(client, (list) => orderLike(list, orderBefore));
      feedback.fail(`Couldn't move “${todo.title}”. ${readableError(error)}`);
    },
  });

  return (todo, target) => {
    const list = cachedTodos(client);
    const startIndex = list.findIndex((item) => item.id === todo.id);
    const endIndex = list.findIndex((item) => item.id === target.id);
    if (startIndex < 0 || endIndex < 0 || startIndex === endIndex) return;
    mutate({ todo, startIndex, endIndex, orderBefore: list.map((item) => item.id) });
    feedback.announce(`Moved “${todo.title}” to position ${endIndex + 1} of ${list.length}.`);
  };
}
