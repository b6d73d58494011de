import type { ReactNode } from 'react';
import {
  EmptyState,
  ErrorState,
  formatCount,
  ListChecksIcon,
  LoadingState,
  PageLayout,
  plural,
  SearchIcon,
  Button,
  Stack,
  useParams,
} from 'shared-ui';
import { ALL_SPACES } from '../../paths';
import { useTaskList, type TaskList } from './api/use-task-list';
import { LoadMoreFooter } from './components/LoadMoreFooter';
import { TaskTable } from './components/TaskTable';
import { TaskToolbar } from './components/TaskToolbar';
import { useTaskFilterInputs } from './hooks/use-task-filter-inputs';

const TASK_NOUN = { one: 'task', other: 'tasks' };

function countText({ phase, tasks, total }: TaskList): string {
  if (phase !== 'ready') return '';
  if (tasks.length >= total) return plural(total, TASK_NOUN);
  return `Showing ${formatCount(tasks.length)} of ${plural(total, TASK_NOUN)}`;
}

/** `/projects/:space`: the tasks of a space (`all` = every task), searchable, filterable, paged. */
export default function TaskListPage() {
  const { space = ALL_SPACES } = useParams<{ space: string }>();
  const inputs = useTaskFilterInputs(space);
  const list = useTaskList(inputs.filters);
  const isAllTasks = space === ALL_SPACES;

  let body: ReactNode;
  if (list.phase === 'loading') {
    body = <LoadingState label="Loading tasks" shape="rows" />;
  } else if (list.phase === 'error') {
    body = <ErrorState title="Couldn't load the tasks" message={list.error ?? ''} onRetry={list.retry} />;
  } else if (list.tasks.length === 0 && inputs.narrowed) {
    body = (
      <EmptyState
        icon={<SearchIcon />}
        title="No tasks match"
        description="Try another search, or clear the filters."
        action={
          <Button size="sm" variant="outline" onClick={inputs.clear}>
            Clear filters
          </Button>
        }
      />
    );
  } else if (list.tasks.length === 0) {
    body = (
      <EmptyState
        icon={<ListChecksIcon />}
        title="No tasks yet"
        description={isAllTasks ? 'Tasks created in any project appear here.' : `Project ${space} has no tasks yet.`}
      />
    );
  } else {
    body = (
      <Stack gap="3">
        <TaskTable tasks={list.tasks} />
        {(list.hasMore || list.loadMoreError) && (
          <LoadMoreFooter loading={list.loadingMore} error={list.loadMoreError} onLoadMore={list.loadMore} />
        )}
      </Stack>
    );
  }

  return (
    <PageLayout
      title={isAllTasks ? 'All tasks' : space}
      description={<span aria-live="polite">{countText(list)}</span>}
    >
      <TaskToolbar
        search={inputs.search}
        status={inputs.status}
        priority={inputs.priority}
        onSearchChange={inputs.setSearch}
        onStatusChange={inputs.setStatus}
        onPriorityChange={inputs.setPriority}
      />
      {body}
    </PageLayout>
  );
}
