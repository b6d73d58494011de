// The task the drawer shows, read whole and fresh when it opens. Nothing is asked while `name` is null. What is
// shown is the task store's document, so a change to it (a save, a list read again) shows in the drawer too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDoc, receiveDocument } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { useMemo } from 'react';
import { taskStore, useStoredTasks } from '@projects/workspace/task-store';
import { taskKeys } from './task-keys';

/** One task whole (with its description), for the drawer. */
export function fetchTask(name: string, signal?: AbortSignal): Promise<Task> {
  return getDoc<Task>('Task', name, signal);
}

/**
 * One task read whole (a list reads some fields only): into the store, and the query holds its name, so the drawer
 * shows the store's document once it has been read whole since it was asked.
 */
export const taskQueryOptions = (name: string) =>
  queryOptions({
    queryKey: taskKeys.task(name),
    queryFn: async ({ signal, client }): Promise<string> => {
      receiveDocument(client, taskStore, await fetchTask(name, signal));
      return name;
    },
  });

export function useTask(name: string | null) {
  const read = useQuery({ ...taskQueryOptions(name ?? ''), enabled: name !== null });
  // Only once read whole: the store may already hold the fields a list read, which are not enough to edit.
  const names = useMemo(() => (read.data === undefined ? undefined : [read.data]), [read.data]);
  const data = useStoredTasks(names)?.[0];
  return { data, isError: read.isError, error: read.error, refetch: read.refetch };
}
