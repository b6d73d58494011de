import { queryOptions, useQuery } from '@tanstack/react-query';
import { pagesKeys } from './pages-keys';
import { fetchUserProfile } from './user-profile';

export function userProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: pagesKeys.userProfile(userId),
    queryFn: ({ signal }) => fetchUserProfile(userId, signal),
  });
}

export function useUserProfile(userId: string) {
  return useQuery(userProfileQueryOptions(userId));
}
