// The overview's workload: the open tasks per assignee, each named by their full name.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { workloadOf } from '../model/workload';
import { joinQueries, type JoinedQueries } from './join-queries';
import { openAssignmentsQueryOptions } from './list-open-assignments';
import { useUserNames, type ShownUser } from './list-user-names';

export interface NamedWorkload {
  byAssignee: Array<{ user: ShownUser; tasks: number }>;
  unassigned: number;
}

export function useWorkload(): JoinedQueries<NamedWorkload> {
  const assignments = useQuery(openAssignmentsQueryOptions());
  const workload = useMemo(() => assignments.data && workloadOf(assignments.data), [assignments.data]);
  const names = useUserNames(workload?.byAssignee.map((load) => load.assignee) ?? []);
  return joinQueries([assignments], () =>
    workload && names.settled
      ? {
          byAssignee: workload.byAssignee.map((load) => ({ user: names.userOf(load.assignee), tasks: load.tasks })),
          unassigned: workload.unassigned,
        }
      : undefined,
  );
}
