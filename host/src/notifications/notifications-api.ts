// The notifications demo API (docs/demo-api.md): the signed-in user's list; each write answers with the list as it is
// now.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { AppNotification } from 'tessera-contracts';

export type { AppNotification };

export const notificationKeys = { list: ['notifications', 'list'] as const };

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: async ({ signal }) => (await apiClient.get<AppNotification[]>('/api/notification', { signal })).data,
  // The bell is always on screen: look again now and then, and when the tab comes back.
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

/** Deleting answers with the remaining list, which becomes the cache at once. */
function useListWrite<Variables>(write: (variables: Variables) => Promise<AppNotification[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list, list),
  });
}

export function useDeleteNotification() {
  return useListWrite(
    async (id: number) => (await apiClient.post<AppNotification[]>('/api/notification/delete', { id })).data,
  );
}

export function useDeleteAllNotifications() {
  return useListWrite(async () => (await apiClient.post<AppNotification[]>('/api/notification/delete-all', {})).data);
}
