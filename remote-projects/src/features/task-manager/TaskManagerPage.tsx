import type { ReactNode } from 'react';
import { plural, PageLayout, Stack } from 'shared-ui';
import { taskSetPlaceholder } from './components/QueryStates';
import { CompletionSummary } from './components/CompletionSummary';
import { StatusGroupSection } from './components/StatusGroupSection';
import { TaskSearchBox } from './components/TaskSearchBox';
import { useTaskManagerData } from './hooks/use-task-manager-data';
import { groupTasks, statusNameGroups } from './model/task-groups';
import { completionOf } from './model/task-progress';
import { useLiveTasks } from '@projects/workspace/live-tasks';
import { usePeopleNames } from '@projects/workspace/people-names';
import { useStatusNameBook } from '@projects/workspace/use-status-names';

const TASK_NOUN = { one: 'task', other: 'tasks' };

/** `/task-manager`: every task as a card, grouped by status, with how far along they are. */
export default function TaskManagerPage() {
  useLiveTasks();
  const { tasks, shown, projectLabel, search, setSearch } = useTaskManagerData();
  const all = tasks.data ?? [];
  const filtering = search.trim() !== '';
  const people = usePeopleNames(tasks.data !== undefined);
  const statusNames = useStatusNameBook();
  // Each task in its one status, by name across spaces; ERPNext's statuses until the boards are read. Only the
  // names that hold tasks, in the boards' order: every board's every name would be mostly empty sections.
  const groups = statusNames.ready
    ? statusNameGroups(shown, statusNames.names, statusNames.keyOf)
    : groupTasks(shown, 'status');

  let body: ReactNode = taskSetPlaceholder(tasks, shown, { shape: 'cards', clearSearch: () => setSearch('') });
  if (body === null) {
    body = (
      <Stack gap="4">
        <CompletionSummary completion={completionOf(shown, statusNames.statusesOf)} />
        {groups.map((group) => (
          <StatusGroupSection
            key={group.key}
            group={group}
            total={shown.length}
            projectLabel={projectLabel}
            people={people}
          />
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
