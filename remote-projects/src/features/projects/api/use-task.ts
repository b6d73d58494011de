// The task the drawer shows, read whole and fresh when it opens. Nothing is asked while `name` is null.
import { useQuery } from '@tanstack/react-query';
import { taskQueryOptions } from './task-list-queries';

export function useTask(name: string | null) {
  return useQuery({ ...taskQueryOptions(name ?? ''), enabled: name !== null });
}
