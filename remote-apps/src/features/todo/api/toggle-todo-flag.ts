import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticChange } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import type { TodoChanges, TodoFlag } from '../types';
import { cachedTodo, refreshTodo, todoChange } from './todo-cache';
import { todoKeys, todoScopes } from './todo-keys';
import { patchTodo, replaceTodo } from '../model/todo-list-edits';
import { updateTodo } from './update-todo';
import type { WriteFeedbackTarget } from 'shared-ui';

interface ToggleVariables {
  /** The todo as the user saw it when they pressed the button. */
  todo: Todo;
  flag: TodoFlag;
}

const FLAG_MESSAGES: Record<TodoFlag, [on: string, off: string]> = {
  done: ['Marked “%s” as done.', 'Marked “%s” as not done.'],
  important: ['Marked “%s” as important.', 'Marked “%s” as not important.'],
  starred: ['Starred “%s”.', 'Unstarred “%s”.'],
};

const changedElsewhere = (title: string) =>
  `“${title}” was changed somewhere else in the meantime, so your change was not saved. ` +
  'The latest version is shown now; make your change again if you still want it.';

function flagSetTo(flag: TodoFlag, value: boolean): TodoChanges {
  const changes: TodoChanges = {};
  changes[flag] = value;
  return changes;
}

/** Flips one flag of a todo at once, saves it after the todo's earlier writes, and flips it back if refused. */
export function useToggleTodoFlag(todoId: number, feedback: WriteFeedbackTarget): (todo: Todo, flag: TodoFlag) => void {
  const client = useQueryClient();
  const { mutate } = useOptimisticChange({
    mutationKey: todoKeys.writes(todoId),
    scope: todoScopes.writes(todoId),
    change: ({ todo, flag }: ToggleVariables) => [
      todoChange<Todo>(
        (list) => patchTodo(list, todoId, flagSetTo(flag, !todo[flag])),
        (list, saved) => replaceTodo(list, saved),
      ),
    ],
    // Sent on top of the newest version known when its turn comes, i.e. after this page's own earlier writes.
    send: ({ todo, flag }: ToggleVariables) =>
      updateTodo(todoId, flagSetTo(flag, !todo[flag]), cachedTodo(client, todoId)?.modified ?? todo.modified),
    onSaved: (_saved, { todo, flag }) =>
      feedback.announce(FLAG_MESSAGES[flag][todo[flag] ? 1 : 0].replace('%s', todo.title)),
    onRefused: async ({ stale, message, variables: { todo } }) => {
      if (stale) {
        await refreshTodo(client, todoId);
        feedback.fail(changedElsewhere(todo.title));
      } else {
        feedback.fail(`Couldn't update “${todo.title}”. ${message}`);
      }
    },
  });
  return (todo, flag) => mutate({ todo, flag });
}
