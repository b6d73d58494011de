// The metric cards' data: task and project figures, read as one state with a Retry that asks again what failed.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { readableError, useCurrentUser } from 'shared-auth';
import { toIsoDate } from 'shared-ui';
import { projectMetricsQueryOptions, type ProjectMetrics } from './count-project-metrics';
import { taskMetricsQueryOptions, type TaskMetrics } from './count-task-metrics';

export interface WorkMetrics {
  tasks: TaskMetrics;
  projects: ProjectMetrics;
}

export type WorkMetricsState =
  | { status: 'pending' }
  | { status: 'error'; error: string; retry: () => void }
  | { status: 'success'; data: WorkMetrics };

export function useWorkMetrics(): WorkMetricsState {
  const userId = useCurrentUser()?.userId ?? '';
  const [today] = useState(() => toIsoDate(new Date()));
  const tasks = useQuery(taskMetricsQueryOptions(userId, today));
  const projects = useQuery(projectMetricsQueryOptions());
  if (tasks.isError || projects.isError) {
    return {
      status: 'error',
      error: readableError(tasks.error ?? projects.error),
      retry: () => {
        if (tasks.isError) void tasks.refetch();
        if (projects.isError) void projects.refetch();
      },
    };
  }
  if (tasks.data && projects.data) return { status: 'success', data: { tasks: tasks.data, projects: projects.data } };
  return { status: 'pending' };
}
