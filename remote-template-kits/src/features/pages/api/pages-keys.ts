// Every query key of the Pages group, in one place. User data sits under the User doctype's key, so a change
// to a User anywhere refreshes it.
import { resourceKey } from 'shared-auth';

export const pagesKeys = {
  userProfile: (userId: string) => [...resourceKey('User'), 'profile', userId] as const,
};
