// Moving a card: shown at once (the board's cache is changed before the server answers), then saved; a refusal
// puts the card back and says why, and a refusal because the task changed meanwhile also reloads the board.
// A move that renumbers a few neighbours (equal positions) saves them all in parallel; if only some of those
// saves succeed, the board is reloaded so that it shows what the server holds.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resourceKey } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { isStaleTaskError, saveTask, taskWriteErrorMessage } from '../../../workspace/task-writes';
import type { BoardTasksKey } from './board-keys';
import type { Renumbered } from './board-moves';

export interface MoveVariables {
  task: Task;
  changes: Partial<Task>;
  /** Other cards of the target column given new positions along with the move. */
  renumbered?: readonly Renumbered[];
}

export interface MoveOutcome {
  task: Task;
  error: unknown;
  message: string;
}

type Fields = Partial<Task>;

interface Write {
  name: string;
  changes: Fields;
}

/** The saves of a move that failed, and those that went through. */
class MoveWriteError extends Error {
  constructor(
    readonly first: unknown,
    readonly failed: readonly string[],
    readonly saved: readonly Task[],
  ) {
    super('A move was not saved');
  }
}

function writesOf({ task, changes, renumbered = [] }: MoveVariables): Write[] {
  return [
    { name: task.name, changes },
    ...renumbered.map((card) => ({ name: card.task.name, changes: { kanban_position: card.kanban_position } })),
  ];
}

/** Patches the board's cached tasks in one pass: `patches` by task name. */
function patchTasks(client: QueryClient, key: BoardTasksKey, patches: ReadonlyMap<string, Fields>): void {
  if (patches.size === 0) return;
  client.setQueryData<Task[]>(key, (tasks) =>
    tasks?.map((task) => {
      const patch = patches.get(task.name);
      return patch ? { ...task, ...patch } : task;
    }),
  );
}

function cachedTasks(client: QueryClient, key: BoardTasksKey): Map<string, Task> {
  return new Map((client.getQueryData<Task[]>(key) ?? []).map((task) => [task.name, task]));
}

/** The values `changes` replaces, to put back if the server refuses. */
function previousValues(task: Task | undefined, changes: Fields): Fields {
  const previous: Record<string, unknown> = {};
  for (const field of Object.keys(changes)) previous[field] = task?.[field as keyof Task] ?? null;
  return previous as Fields;
}

const savedVersions = (saved: readonly Task[]) =>
  new Map(saved.map((task) => [task.name, { modified: task.modified }]));

export function useMoveTask(key: BoardTasksKey, onFailure: (outcome: MoveOutcome) => void) {
  const client = useQueryClient();
  return useMutation({
    // One move at a time, so each is sent with the `modified` the previous one returned.
    scope: { id: 'kanban-move' },
    mutationFn: async (variables: MoveVariables): Promise<Task[]> => {
      const cached = cachedTasks(client, key);
      const writes = writesOf(variables);
      const results = await Promise.allSettled(
        writes.map(({ name, changes }) => saveTask(name, changes, cached.get(name)?.modified)),
      );
      const saved: Task[] = [];
      const failed: string[] = [];
      let first: unknown = undefined;
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') saved.push(result.value);
        else {
          if (failed.length === 0) first = result.reason;
          failed.push(writes[index]?.name ?? '');
        }
      });
      if (failed.length > 0) throw new MoveWriteError(first, failed, saved);
      return saved;
    },
    onMutate: async (variables: MoveVariables) => {
      const cached = cachedTasks(client, key);
      // A board read in flight would answer with the card's old place and overwrite the move.
      await client.cancelQueries({ queryKey: key });
      const writes = writesOf(variables);
      patchTasks(client, key, new Map(writes.map(({ name, changes }) => [name, changes])));
      const previous = new Map(
        writes.map(({ name, changes }) => [name, previousValues(cached.get(name) ?? variables.task, changes)]),
      );
      return { previous };
    },
    onSuccess: (saved: Task[]) => {
      // Only `modified` is taken: the moved fields are already shown, and a later move may have changed them.
      patchTasks(client, key, savedVersions(saved));
      void client.invalidateQueries({ queryKey: resourceKey('Task'), refetchType: 'none' });
    },
    onError: (error, variables, context) => {
      const failure = error instanceof MoveWriteError ? error : null;
      const failed = failure ? new Set(failure.failed) : null;
      const rollback = new Map([...(context?.previous ?? [])].filter(([name]) => failed === null || failed.has(name)));
      patchTasks(client, key, rollback);
      if (failure) patchTasks(client, key, savedVersions(failure.saved));
      const cause = failure ? failure.first : error;
      const partlySaved = (failure?.saved.length ?? 0) > 0;
      if (partlySaved) void client.invalidateQueries({ queryKey: resourceKey('Task'), refetchType: 'none' });
      if (isStaleTaskError(cause) || partlySaved) void client.invalidateQueries({ queryKey: key });
      onFailure({ task: variables.task, error: cause, message: taskWriteErrorMessage(cause) });
    },
  });
}
