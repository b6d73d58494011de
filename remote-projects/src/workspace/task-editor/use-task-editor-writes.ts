// The writes the task dialogs and the remove confirmation make; each refreshes every view of tasks. An edit is
// shown at once through the task store, in the drawer and every list holding the task.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey, writeOptimistically } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { taskStore } from '../task-store';
import { createTask, isStaleTaskError, removeTask, saveTask } from '../task-writes';

export function useSaveTaskEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, changes, modified }: { name: string; changes: Partial<Task>; modified?: string }) =>
      writeOptimistically(queryClient, {
        store: taskStore,
        name,
        patch: changes,
        send: () => saveTask(name, changes, modified),
      }),
    onSettled: (_saved, error) => {
      // A stale edit is refused; the reload lets the user see (and base the next try on) the newer version.
      if (!error || isStaleTaskError(error)) return queryClient.invalidateQueries({ queryKey: resourceKey('Task') });
      return undefined;
    },
  });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<Task> & { subject: string }) => createTask(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey('Task') }),
  });
}

export function useRemoveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => removeTask(name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey('Task') }),
  });
}
