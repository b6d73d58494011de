// The signed-in user's own User record: its shape, its request and its query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFrappeRoles, getDoc } from 'shared-auth';
import { pagesKeys } from './pages-keys';

/** Frappe's User doc as the profile page reads it; Frappe omits null fields. */
export interface UserProfile {
  name: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  full_name?: string;
  user_image?: string;
  enabled?: 0 | 1;
  user_type?: string;
  roles?: Array<{ role: string }>;
  /** `YYYY-MM-DD HH:MM:SS.ffffff` */
  creation?: string;
}

/** Roles Frappe gives every user by type, not ones anybody assigned. */
const AUTOMATIC_ROLES = ['All', 'Guest', 'Desk User'];

/**
 * The record, with its roles from Frappe's get_roles: Frappe blanks the `roles` table (a permlevel-1 field)
 * of a user's own record unless they are a System Manager.
 */
export async function fetchUserProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  const [doc, roles] = await Promise.all([getDoc<UserProfile>('User', userId, signal), fetchFrappeRoles(userId)]);
  if (doc.roles?.length) return doc;
  return { ...doc, roles: roles.filter((role) => !AUTOMATIC_ROLES.includes(role)).map((role) => ({ role })) };
}

export function userProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: pagesKeys.userProfile(userId),
    queryFn: ({ signal }) => fetchUserProfile(userId, signal),
  });
}

export function useUserProfile(userId: string) {
  return useQuery(userProfileQueryOptions(userId));
}
