// The task the drawer shows, read whole and fresh when it opens. Nothing is asked while `name` is null. What is
// shown is the task store's document, so a change to it (a save, a list read again) shows in the drawer too.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStoredTasks } from '@projects/workspace/task-store';
import { taskQueryOptions } from './task-list-queries';

export function useTask(name: string | null) {
  const read = useQuery({ ...taskQueryOptions(name ?? ''), enabled: name !== null });
  // Only once read whole: the store may already hold the fields a list read, which are not enough to edit.
  const names = useMemo(() => (read.data === undefined ? undefined : [read.data]), [read.data]);
  const data = useStoredTasks(names)?.[0];
  return { data, isError: read.isError, error: read.error, refetch: read.refetch };
}
