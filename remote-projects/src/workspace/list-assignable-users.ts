// The people a task can be given to, from the User link search, which every signed-in user may run.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { AssignableUser } from './assignments';

/** A read, so a GET (search_link accepts any method). */
export async function fetchAssignableUsers(signal?: AbortSignal): Promise<AssignableUser[]> {
  const response = await apiClient.get<{ message: { value: string; description?: string }[] }>(
    '/api/method/frappe.desk.search.search_link',
    { params: { doctype: 'User', txt: '', page_length: 100 }, signal },
  );
  return response.data.message.map((user) => ({ id: user.value, fullName: user.description || user.value }));
}

/** The people a task can be given to; the list changes rarely, so it is kept for a few minutes. */
export function useAssignableUsers(enabled = true) {
  return useQuery({
    queryKey: ['assignable-users'],
    queryFn: ({ signal }) => fetchAssignableUsers(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
