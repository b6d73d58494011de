import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formsKeys } from './forms-keys';
import { fetchUserSettings, saveUserSettings, type StoredSettings } from './user-settings';

export function userSettingsQuery(key: string) {
  return queryOptions({
    queryKey: formsKeys.userSettings(key),
    queryFn: () => fetchUserSettings(key),
    // What the user saved changes only through this page: no refetch on focus behind their back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useUserSettings(key: string) {
  return useQuery(userSettingsQuery(key));
}

/** Saves the whole object under `key`; the cached copy becomes what was saved. */
export function useSaveUserSettings(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoredSettings) => saveUserSettings(key, settings),
    onSuccess: (_answer, settings) =>
      queryClient.setQueryData<StoredSettings>(formsKeys.userSettings(key), (stored) => ({ ...stored, ...settings })),
  });
}
