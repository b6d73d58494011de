// Moving a card: shown at once (the board's cache is changed before the server answers), then saved as one
// write of the moved task (its column's field and its rank); a refusal puts the card back and says why, and a
// refusal because the task changed meanwhile also reloads the board.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resourceKey } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { isStaleTaskError, saveTask, taskWriteErrorMessage } from '../../../workspace/task-writes';
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

/** Patches one cached task of the board. */
function patchTask(client: QueryClient, key: BoardTasksKey, name: string, patch: Partial<Task>): void {
  client.setQueryData<Task[]>(key, (tasks) =>
    tasks?.map((task) => (task.name === name ? { ...task, ...patch } : task)),
  );
}

function cachedTask(client: QueryClient, key: BoardTasksKey, name: string): Task | undefined {
  return client.getQueryData<Task[]>(key)?.find((task) => task.name === name);
}

/** The values `changes` replaces, to put back if the server refuses. */
function previousValues(task: Task, changes: Partial<Task>): Partial<Task> {
  const previous: Record<string, unknown> = {};
  for (const field of Object.keys(changes)) previous[field] = task[field as keyof Task] ?? null;
  return previous as Partial<Task>;
}

export function useMoveTask(key: BoardTasksKey, onFailure: (outcome: MoveOutcome) => void) {
  const client = useQueryClient();
  return useMutation({
    // One move at a time, so each is sent with the `modified` the previous one returned.
    scope: { id: 'kanban-move' },
    mutationFn: ({ task, changes }: MoveVariables): Promise<Task> =>
      saveTask(task.name, changes, cachedTask(client, key, task.name)?.modified),
    onMutate: async ({ task, changes }: MoveVariables) => {
      const previous = previousValues(cachedTask(client, key, task.name) ?? task, changes);
      // A board read in flight would answer with the card's old place and overwrite the move.
      await client.cancelQueries({ queryKey: key });
      patchTask(client, key, task.name, changes);
      return { previous };
    },
    onSuccess: (saved: Task) => {
      // Only `modified` is taken: the moved fields are already shown, and a later move may have changed them.
      patchTask(client, key, saved.name, { modified: saved.modified });
      void client.invalidateQueries({ queryKey: resourceKey('Task'), refetchType: 'none' });
    },
    onError: (error, variables, context) => {
      if (context) patchTask(client, key, variables.task.name, context.previous);
      if (isStaleTaskError(error)) void client.invalidateQueries({ queryKey: key });
      onFailure({ task: variables.task, error, message: taskWriteErrorMessage(error) });
    },
  });
}
