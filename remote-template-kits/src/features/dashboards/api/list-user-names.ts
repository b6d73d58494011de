// The full names (and pictures) of the users the overview names: the assignees of its workload and who changed
// its recent tasks. Read by id from Frappe's User list, which the admins who see the overview may read.
import { useQuery } from '@tanstack/react-query';
import { listDocs, resourceKey } from 'shared-auth';

export interface UserName {
  /** The user id (e-mail). */
  name: string;
  full_name?: string | null;
  user_image?: string | null;
}

/** How a part shows a user: their full name, or their id where it is unknown. */
export interface ShownUser {
  id: string;
  fullName: string;
  imageUrl: string | null;
}

export function fetchUserNames(ids: readonly string[], signal?: AbortSignal): Promise<UserName[]> {
  return listDocs<UserName>(
    'User',
    { fields: ['name', 'full_name', 'user_image'], filters: [['name', 'in', [...ids]]], limitPageLength: 0 },
    signal,
  );
}

export interface UserNames {
  /** False while the names are being read; a failed read settles too (the ids are shown then). */
  settled: boolean;
  userOf: (id: string) => ShownUser;
}

/** The users `ids` name; a name that cannot be read leaves its id shown rather than the part failing. */
export function useUserNames(ids: readonly string[]): UserNames {
  const wanted = [...new Set(ids)].sort();
  const users = useQuery({
    // Under the doctype's key: a user renamed anywhere is shown by their new name.
    queryKey: [...resourceKey('User'), 'dashboard-names', wanted] as const,
    queryFn: ({ signal }) => fetchUserNames(wanted, signal),
    enabled: wanted.length > 0,
    staleTime: 5 * 60_000,
  });
  const byId = new Map((users.data ?? []).map((user) => [user.name, user]));
  return {
    settled: wanted.length === 0 || !users.isPending,
    userOf: (id) => {
      const user = byId.get(id);
      return { id, fullName: user?.full_name || id, imageUrl: user?.user_image || null };
    },
  };
}
