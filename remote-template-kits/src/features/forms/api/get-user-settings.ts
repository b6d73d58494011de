// Frappe's per-user UI settings (frappe.model.utils.user_settings), which the mock-server and a real Frappe site
// both answer: the form pages keep what the user saved there, under a "doctype" name of their own.
import { callMethod } from 'shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formsKeys } from './forms-keys';

export type StoredSettings = Record<string, unknown>;

function isObject(value: unknown): value is StoredSettings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The user's stored object under `key`; `{}` when nothing was saved (or what is stored is not an object). */
export async function fetchUserSettings(key: string): Promise<StoredSettings> {
  const text = await callMethod<unknown>('frappe.model.utils.user_settings.get', { doctype: key });
  if (typeof text !== 'string') return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

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
