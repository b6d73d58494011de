// Moving a card: shown at once (the task store's document changes before the server answers), then saved as one
// write of the moved task (its column's field and its rank); a refusal puts the card back and says why, and a
// refusal because the task changed meanwhile also reloads the board.
import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticWrite } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { refreshTaskLists, taskStore } from '@projects/workspace/task-store';
import { saveTask, STALE_TASK_MESSAGE } from '@projects/workspace/task-writes';
import type { BoardTasksKey } from './board-keys';

export interface MoveVariables {
  task: Task;
  changes: Partial<Task>;
}

export interface MoveOutcome {
  task: Task;
  error: unknown;
  message: string;
}

export function useMoveTask(key: BoardTasksKey, onFailure: (outcome: MoveOutcome) => void) {
  const client = useQueryClient();
  return useOptimisticWrite({
    write: ({ task, changes }: MoveVariables) => ({
      store: taskStore,
      name: task.name,
      patch: changes,
      send: (confirmed) => saveTask(task.name, changes, confirmed?.modified ?? task.modified),
    }),
    staleMessage: STALE_TASK_MESSAGE,
    // The board already shows the move; the other pages' lists are read again when next shown.
    onSaved: () => void refreshTaskLists(client, 'none'),
    onRefused: ({ variables, error, message, stale }) => {
      if (stale) void client.invalidateQueries({ queryKey: key });
      onFailure({ task: variables.task, error, message });
    },
  });
}
