import type { UserProfile } from '../api/get-user-profile';

/** The name to show: Frappe's full name, else first and last name, else the user id. */
export function fullNameOf(profile: UserProfile): string {
  const fromParts = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return profile.full_name || fromParts || profile.name;
}
