import type { ReactNode } from 'react';
import { plural, ListChecksIcon, PageLayout, SearchIcon, Button, EmptyState, Stack } from 'shared-ui';
import { queryPlaceholder } from './components/QueryStates';
import { CompletionSummary } from './components/CompletionSummary';
import { StatusGroupSection } from './components/StatusGroupSection';
import { TaskSearchBox } from './components/TaskSearchBox';
import { useTaskManagerData } from './hooks/use-task-manager-data';
import { groupTasks } from './model/task-groups';
import { completionOf } from './model/task-progress';

const TASK_NOUN = { one: 'task', other: 'tasks' };

/** `/task-manager`: every task as a card, grouped by status, with how far along they are. */
export default function TaskManagerPage() {
  const { tasks, shown, projectLabel, search, setSearch } = useTaskManagerData();
  const all = tasks.data ?? [];
  const filtering = search.trim() !== '';

  const placeholder = queryPlaceholder(tasks, { what: 'tasks', shape: 'cards' });
  let body: ReactNode;
  if (placeholder !== null) {
    body = placeholder;
  } else if (all.length === 0) {
    body = (
      <EmptyState
        icon={<ListChecksIcon />}
        title="No tasks yet"
        description="Tasks created in any project appear here."
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={<SearchIcon />}
        title="No tasks match"
        description="Try other words, or clear the filter."
        action={
          <Button size="sm" variant="outline" onClick={() => setSearch('')}>
            Clear filter
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack gap="4">
        <CompletionSummary completion={completionOf(shown)} />
        {groupTasks(shown, 'status', { includeEmpty: !filtering }).map((group) => (
          <StatusGroupSection key={group.key} group={group} total={shown.length} projectLabel={projectLabel} />
        ))}
      </Stack>
    );
  }

  return (
    <PageLayout
      title="Task manager"
      description={
        <span aria-live="polite">
          {tasks.data === undefined
            ? ''
            : filtering
              ? `${plural(shown.length, TASK_NOUN)} of ${plural(all.length, TASK_NOUN)} match`
              : plural(all.length, TASK_NOUN)}
        </span>
      }
    >
      <TaskSearchBox value={search} onChange={setSearch} />
      {body}
    </PageLayout>
  );
}
