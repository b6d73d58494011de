// One change to a task made in place (a priority picked in a row, a card moved to another group): shown at once,
// saved with the version it was based on, and taken back with a toast saying why when the server refuses it.
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useOptimisticWrite } from 'shared-auth';
import { toaster } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { refreshTaskLists, taskStore } from '@projects/workspace/task-store';
import { saveTask, STALE_TASK_MESSAGE } from '@projects/workspace/task-writes';
import { taskManagerKeys } from './task-manager-keys';

export interface TaskChange {
  /** The task as the user saw it: its `modified` is the version the change is based on. */
  task: Task;
  changes: Partial<Task>;
}

interface ChangeCallbacks {
  onSaved?: (change: TaskChange) => void;
  onRefused?: (change: TaskChange, message: string) => void;
}

export function useChangeTask({ onSaved, onRefused }: ChangeCallbacks = {}) {
  const queryClient = useQueryClient();
  return useOptimisticWrite({
    mutationKey: taskManagerKeys.change(),
    write: ({ task, changes }: TaskChange) => ({
      store: taskStore,
      name: task.name,
      patch: changes,
      send: () => saveTask(task.name, changes, task.modified),
    }),
    staleMessage: STALE_TASK_MESSAGE,
    onSaved: (_saved, change) => {
      void refreshTaskLists(queryClient);
      onSaved?.(change);
    },
    onRefused: ({ variables: change, message }) => {
      void refreshTaskLists(queryClient);
      toaster.create({ type: 'error', title: `Couldn't save “${change.task.subject}”`, description: message });
      onRefused?.(change, message);
    },
  });
}

/** The tasks with an in-place change still on its way: their controls wait, so two saves never race. */
export function usePendingTaskNames(): ReadonlySet<string> {
  const names = useMutationState({
    filters: { mutationKey: taskManagerKeys.change(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as TaskChange | undefined)?.task.name ?? '',
  });
  return useMemo(() => new Set(names), [names]);
}
