// The overview's workload: the open tasks per assignee, each named by their full name.
import { useQuery } from '@tanstack/react-query';
import { joinQueries, type JoinedQueries } from './join-queries';
import { workloadQueryOptions } from './count-open-work';
import { useUserNames, type ShownUser } from './list-user-names';

export interface NamedWorkload {
  byAssignee: Array<{ user: ShownUser; tasks: number }>;
  unassigned: number;
}

export function useWorkload(): JoinedQueries<NamedWorkload> {
  const counted = useQuery(workloadQueryOptions());
  const workload = counted.data;
  const names = useUserNames(workload?.byAssignee.map((load) => load.assignee) ?? []);
  return joinQueries([counted], () =>
    workload && names.settled
      ? {
          byAssignee: workload.byAssignee.map((load) => ({ user: names.userOf(load.assignee), tasks: load.tasks })),
          unassigned: workload.unassigned,
        }
      : undefined,
  );
}
