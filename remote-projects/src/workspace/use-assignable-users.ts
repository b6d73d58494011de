import { useQuery } from '@tanstack/react-query';
import { fetchAssignableUsers } from './assignments';

/** The people a task can be given to; the list changes rarely, so it is kept for a few minutes. */
export function useAssignableUsers(enabled = true) {
  return useQuery({
    queryKey: ['assignable-users'],
    queryFn: ({ signal }) => fetchAssignableUsers(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
