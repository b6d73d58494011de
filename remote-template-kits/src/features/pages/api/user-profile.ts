// The signed-in user's own User record: its shape and its request.
import { getDoc } from 'shared-auth';

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

export function fetchUserProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return getDoc<UserProfile>('User', userId, signal);
}
