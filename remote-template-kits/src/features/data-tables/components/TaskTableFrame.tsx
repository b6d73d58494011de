import type { ReactNode } from 'react';
import { readableError } from 'shared-auth';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import type { TableTask } from '../api/list-table-tasks';
import { useTableTasks } from '../api/list-table-tasks';

/** The data tables' loading, error and empty states; `children` draws the table once the tasks are in. */
export function TaskTableFrame({ children }: { children: (tasks: TableTask[]) => ReactNode }) {
  const tasks = useTableTasks();
  if (tasks.isPending) return <LoadingState label="Loading tasks" shape="rows" count={8} />;
  if (tasks.isError) {
    return (
      <ErrorState
        title="Couldn't load the tasks"
        message={readableError(tasks.error)}
        onRetry={() => void tasks.refetch()}
      />
    );
  }
  if (tasks.data.length === 0) {
    return <EmptyState title="No tasks yet" description="Tasks created in any project appear here." />;
  }
  return <>{children(tasks.data)}</>;
}
