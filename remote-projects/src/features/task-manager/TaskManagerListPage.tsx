import { useState, type ReactNode } from 'react';
import { plural, PageLayout, Stack } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { usePendingTaskNames } from './api/change-task';
import { GroupBySelect, type ListGrouping } from './components/GroupBySelect';
import { taskSetPlaceholder } from './components/QueryStates';
import { RemoveTaskDialog } from '@projects/workspace/task-editor/RemoveTaskDialog';
import { ReassignDialog } from './components/ReassignDialog';
import { useAssignableUsers } from '@projects/workspace/list-assignable-users';
import { TaskEditDialog } from './components/TaskEditDialog';
import { TaskSearchBox } from './components/TaskSearchBox';
import { TaskTable } from './components/TaskTable';
import { useTaskManagerData } from './hooks/use-task-manager-data';
import { useTaskPermissions } from '@projects/workspace/use-task-permissions';
import { groupTasks, statusNameGroups, type TaskGroup } from './model/task-groups';
import { useLiveTasks } from '@projects/workspace/live-tasks';
import { useStatusNameBook } from '@projects/workspace/use-status-names';

const TASK_NOUN = { one: 'task', other: 'tasks' };

/** `/task-manager-list`: every task in a table, filterable, grouped, changed in place. */
export default function TaskManagerListPage() {
  useLiveTasks();
  const { tasks, shown, projects, projectLabel, search, setSearch } = useTaskManagerData();
  const permissions = useTaskPermissions();
  const savingNames = usePendingTaskNames();
  const [grouping, setGrouping] = useState<ListGrouping>('none');
  // Names, not copies: the dialogs get the task as the list has it now.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [reassigning, setReassigning] = useState<string | null>(null);
  const people = useAssignableUsers(tasks.data !== undefined);
  const statusBook = useStatusNameBook();
  const assigneeLabel = (id: string) => people.data?.find((person) => person.id === id)?.fullName ?? id;
  const all = tasks.data ?? [];
  const find = (name: string | null): Task | null => all.find((task) => task.name === name) ?? null;

  let groups: TaskGroup[] = [{ key: 'all', label: '', tasks: shown }];
  // By status, each task in its one status, by name across spaces (ERPNext's until the boards are read).
  if (grouping === 'status' && statusBook.ready) groups = statusNameGroups(shown, statusBook.names, statusBook.keyOf);
  else if (grouping !== 'none') groups = groupTasks(shown, grouping);

  let body: ReactNode = taskSetPlaceholder(tasks, shown, { shape: 'rows', clearSearch: () => setSearch('') });
  if (body === null) {
    body = (
      <TaskTable
        groups={groups}
        grouped={grouping !== 'none'}
        projectLabel={projectLabel}
        assigneeLabel={assigneeLabel}
        statusesOf={statusBook.statusesOf}
        permissions={permissions}
        savingNames={savingNames}
        onEdit={(task) => setEditing(task.name)}
        onReassign={(task) => setReassigning(task.name)}
        onRemove={(task) => setRemoving(task.name)}
      />
    );
  }

  return (
    <PageLayout
      title="Task list"
      description={<span aria-live="polite">{tasks.data === undefined ? '' : plural(shown.length, TASK_NOUN)}</span>}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
        <TaskSearchBox value={search} onChange={setSearch} />
        <GroupBySelect value={grouping} onChange={setGrouping} />
      </Stack>
      {body}
      {permissions.canEdit && (
        <TaskEditDialog task={find(editing)} projects={projects} onClose={() => setEditing(null)} />
      )}
      {permissions.canEdit && <ReassignDialog task={find(reassigning)} onClose={() => setReassigning(null)} />}
      {permissions.canRemove && <RemoveTaskDialog task={find(removing)} onClose={() => setRemoving(null)} />}
    </PageLayout>
  );
}
