// The task lists the three pages read: every task, or one project's.
import { useQuery } from '@tanstack/react-query';
import { taskManagerKeys } from './task-manager-keys';
import { fetchEveryTask, fetchProjectTasks } from './task-manager-requests';

export function useEveryTask() {
  return useQuery({ queryKey: taskManagerKeys.everyTask(), queryFn: ({ signal }) => fetchEveryTask(signal) });
}

/** Nothing is asked while `project` is null (the projects are still loading). */
export function useProjectTasks(project: string | null) {
  return useQuery({
    queryKey: taskManagerKeys.project(project ?? ''),
    queryFn: ({ signal }) => fetchProjectTasks(project!, signal),
    enabled: project !== null,
  });
}
