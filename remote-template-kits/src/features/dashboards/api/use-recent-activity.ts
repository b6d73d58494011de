// The overview's recent activity: the work tasks changed last, each with who changed it, by full name.
import { useQuery } from '@tanstack/react-query';
import { joinQueries, type JoinedQueries } from './join-queries';
import { recentChangesQueryOptions, type ChangedTask } from './list-recent-changes';
import { useUserNames, type ShownUser } from './list-user-names';

export interface TaskChange {
  task: ChangedTask;
  /** Who saved it last; null where the server did not say. */
  by: ShownUser | null;
}

export function useRecentActivity(): JoinedQueries<TaskChange[]> {
  const changes = useQuery(recentChangesQueryOptions());
  const names = useUserNames((changes.data ?? []).flatMap((task) => (task.modified_by ? [task.modified_by] : [])));
  return joinQueries([changes], () =>
    changes.data && names.settled
      ? changes.data.map((task) => ({ task, by: task.modified_by ? names.userOf(task.modified_by) : null }))
      : undefined,
  );
}
