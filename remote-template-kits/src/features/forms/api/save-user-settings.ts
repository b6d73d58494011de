// Saving the user's settings of a form page (frappe.model.utils.user_settings.save).
import { callMethod } from 'shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formsKeys } from './forms-keys';
import type { StoredSettings } from './get-user-settings';

/** Stores `settings` under `key` (Frappe merges its top-level keys into what is stored). */
export async function saveUserSettings(key: string, settings: StoredSettings): Promise<void> {
  await callMethod('frappe.model.utils.user_settings.save', { doctype: key, user_settings: JSON.stringify(settings) });
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
