import { apiClient, frappeExcType, useOptimisticChange } from 'shared-auth';
import { moveNextTo, type Placement, type Todo } from 'tessera-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { todoKeys, todoScopes } from './todo-keys';
import { cachedTodos, isStaleWrite, reloadTodos, todoChange } from './todo-cache';
import { orderLike } from '../model/todo-list-edits';
import type { WriteFeedbackTarget } from 'shared-ui';

/**
 * Moves todo `id` just before or after another; resolves to the list in its new order. The server refuses (417)
 * when the other one is no longer in the list.
 */
export async function reorderTodo(id: number, placement: Placement): Promise<Todo[]> {
  const { data } = await apiClient.post<Todo[]>('/api/todo/reorder', { id, ...placement });
  return data;
}

interface MoveVariables {
  todo: Todo;
  /** The todo it goes next to, named by id: the filters may hide todos in between, and others may move some. */
  placement: Placement;
}

/** Why a move was refused when someone else changed the list first; the list is read again. */
function changedElsewhere(error: unknown, todo: Todo): string | null {
  if (isStaleWrite(error))
    return `Couldn't move “${todo.title}”: the todo it was to go next to was deleted in the meantime. The list now shows the current todos.`;
  if (frappeExcType(error) === 'DoesNotExistError')
    return `Couldn't move “${todo.title}”: it was deleted in the meantime. The list now shows the current todos.`;
  return null;
}

/**
 * Moves a todo to the place of another one at once and saves the move after the earlier ones. Each answer (the
 * whole order) becomes the confirmed order, and the later moves still on their way stay shown on top of it.
 */
export function useMoveTodo(feedback: WriteFeedbackTarget): (todo: Todo, target: Todo) => void {
  const client = useQueryClient();
  const { mutate } = useOptimisticChange({
    mutationKey: todoKeys.order(),
    scope: todoScopes.order,
    change: ({ todo, placement }: MoveVariables) => [
      todoChange<Todo[]>(
        (list) => moveNextTo(list, todo.id, placement) ?? list,
        (list, ordered) =>
          orderLike(
            list,
            ordered.map((item) => item.id),
          ),
      ),
    ],
    send: ({ todo, placement }: MoveVariables) => reorderTodo(todo.id, placement),
    onRefused: ({ error, message, variables: { todo } }) => {
      const stale = changedElsewhere(error, todo);
      if (stale) void reloadTodos(client);
      feedback.fail(stale ?? `Couldn't move “${todo.title}”. ${message}`);
    },
  });

  return (todo, target) => {
    const list = cachedTodos(client);
    const startIndex = list.findIndex((item) => item.id === todo.id);
    const endIndex = list.findIndex((item) => item.id === target.id);
    if (startIndex < 0 || endIndex < 0 || startIndex === endIndex) return;
    // It takes the target's place: below it when moving down, above it when moving up.
    const placement: Placement = startIndex < endIndex ? { afterId: target.id } : { beforeId: target.id };
    mutate({ todo, placement });
    feedback.announce(`Moved “${todo.title}” to position ${endIndex + 1} of ${list.length}.`);
  };
}
