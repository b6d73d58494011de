// One change to a task made in place (a priority picked in a row, a card moved to another group): shown at once,
// saved with the version it was based on, and taken back with a toast saying why when the server refuses it.
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceKey } from 'shared-auth';
import { toaster } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { saveTask, taskWriteErrorMessage } from '../../../workspace/task-writes';
import { patchCachedTask, previousValues } from './task-cache';
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

// The callbacks are the mutation's own (not mutate's), so they run even when the card or row that started the
// change has been unmounted by it (a card moved to another group is a new element).
export function useChangeTask({ onSaved, onRefused }: ChangeCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskManagerKeys.change(),
    mutationFn: ({ task, changes }: TaskChange) => saveTask(task.name, changes, task.modified),
    onMutate: async ({ task, changes }) => {
      await queryClient.cancelQueries({ queryKey: taskManagerKeys.all });
      patchCachedTask(queryClient, task.name, changes);
    },
    onSuccess: (saved, change) => {
      // The saved version carries the new `modified`, so a next change is based on it.
      patchCachedTask(queryClient, change.task.name, saved);
      onSaved?.(change);
    },
    onError: (error, change) => {
      patchCachedTask(queryClient, change.task.name, previousValues(change.task, change.changes));
      const message = taskWriteErrorMessage(error);
      toaster.create({ type: 'error', title: `Couldn't save “${change.task.subject}”`, description: message });
      onRefused?.(change, message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey('Task') }),
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
