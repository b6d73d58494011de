// Moving a card: shown at once (the board's cache is changed before the server answers), then saved; a refusal
// puts the card back and says why, and a refusal because the task changed meanwhile also reloads the board.
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

type Fields = Partial<Task>;

function patchTask(client: QueryClient, key: BoardTasksKey, name: string, patch: Fields): void {
  client.setQueryData<Task[]>(key, (tasks) =>
    tasks?.map((task) => (task.name === name ? { ...task, ...patch } : task)),
  );
}

function cachedTask(client: QueryClient, key: BoardTasksKey, name: string): Task | undefined {
  return client.getQueryData<Task[]>(key)?.find((task) => task.name === name);
}

/** The values `changes` replaces, to put back if the server refuses. */
function previousValues(task: Task, changes: Fields): Fields {
  const previous: Record<string, unknown> = {};
  for (const field of Object.keys(changes)) previous[field] = task[field as keyof Task] ?? null;
  return previous as Fields;
}

export function useMoveTask(key: BoardTasksKey, onFailure: (outcome: MoveOutcome) => void) {
  const client = useQueryClient();
  return useMutation({
    // One move at a time, so each is sent with the `modified` the previous one returned.
    scope: { id: 'kanban-move' },
    mutationFn: ({ task, changes }: MoveVariables) => {
      const latest = cachedTask(client, key, task.name) ?? task;
      return saveTask(task.name, changes, latest.modified);
    },
    onMutate: async ({ task, changes }: MoveVariables) => {
      const current = cachedTask(client, key, task.name) ?? task;
      // A board read in flight would answer with the card's old place and overwrite the move.
      await client.cancelQueries({ queryKey: key });
      patchTask(client, key, task.name, changes);
      return { previous: previousValues(current, changes) };
    },
    onSuccess: (saved: Task, { task }) => {
      // Only `modified` is taken: the moved fields are already shown, and a later move may have changed them.
      patchTask(client, key, task.name, { modified: saved.modified });
      void client.invalidateQueries({ queryKey: resourceKey('Task'), refetchType: 'none' });
    },
    onError: (error, { task }, context) => {
      if (context) patchTask(client, key, task.name, context.previous);
      if (isStaleTaskError(error)) void client.invalidateQueries({ queryKey: key });
      onFailure({ task, error, message: taskWriteErrorMessage(error) });
    },
  });
}
