import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { EmptyMessage } from '../common/EmptyMessage';
import { ErrorState } from '../common/ErrorState';
import { formatCount } from '../common/format';
import { useDebouncedValue } from '../common/use-debounced-value';
import { TaskTable } from './components/TaskTable';
import { TaskTableSkeleton } from './components/TaskTableSkeleton';
import { TaskToolbar } from './components/TaskToolbar';
import { ALL_TASKS_SPACE, buildTaskFilters } from './task-filters';
import { useTaskList, type TaskList } from './use-task-list';

const SEARCH_DEBOUNCE_MS = 300;

function tasksWord(count: number): string {
  return count === 1 ? 'task' : 'tasks';
}

function CountLine({ list }: { list: TaskList }) {
  if (list.phase !== 'ready') return null;
  const shown = list.tasks.length;
  const text =
    shown < list.total
      ? `Showing ${formatCount(shown)} of ${formatCount(list.total)} ${tasksWord(list.total)}`
      : `${formatCount(list.total)} ${tasksWord(list.total)}`;
  return (
    <Text color="fg.muted" fontSize="sm" aria-live="polite">
      {text}
    </Text>
  );
}

/** `/projects/:space`: the tasks of a space (`all` = every task), searchable, filterable, paged. */
export default function TaskListPage() {
  const { space = ALL_TASKS_SPACE } = useParams<{ space: string }>();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Emptying the box (or "Clear filters") applies at once: waiting would only fetch a stale search first.
  const settledSearch = search.trim() === '' ? '' : debouncedSearch;
  const filters = useMemo(
    () => buildTaskFilters({ space, search: settledSearch, status, priority }),
    [space, settledSearch, status, priority],
  );
  const list = useTaskList(filters);
  const narrowed = settledSearch !== '' || status !== '' || priority !== '';
  const isAllTasks = space === ALL_TASKS_SPACE;

  const clearFilters = () => {
    setSearch('');
    setStatus('');
    setPriority('');
  };

  let body: ReactNode;
  if (list.phase === 'loading') {
    body = <TaskTableSkeleton />;
  } else if (list.phase === 'error') {
    body = <ErrorState title="Couldn't load the tasks" message={list.error ?? ''} onRetry={list.retry} />;
  } else if (list.tasks.length === 0) {
    body = narrowed ? (
      <EmptyMessage
        title="No tasks match"
        description="Try another search, or clear the filters."
        action={
          <Button size="sm" variant="outline" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyMessage
        title="No tasks yet"
        description={isAllTasks ? 'Tasks created in any project appear here.' : `Project ${space} has no tasks yet.`}
      />
    );
  } else {
    body = (
      <Stack gap="3">
        <TaskTable tasks={list.tasks} />
        {(list.hasMore || list.loadMoreError) && (
          <Flex direction="column" align="center" gap="2">
            {list.loadMoreError && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {list.loadMoreError}
              </Text>
            )}
            <Button variant="outline" size="sm" onClick={list.loadMore} loading={list.loadingMore} loadingText="Loading…">
              {list.loadMoreError ? 'Retry loading more' : 'Load more'}
            </Button>
          </Flex>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} minW="0">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {isAllTasks ? 'All tasks' : space}
        </Heading>
        <CountLine list={list} />
      </Stack>
      <TaskToolbar
        search={search}
        status={status}
        priority={priority}
        onSearchChange={setSearch}
        onStatusChange={setStatus}
        onPriorityChange={setPriority}
      />
      {body}
    </Stack>
  );
}
