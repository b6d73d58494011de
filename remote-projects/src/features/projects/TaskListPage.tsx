import { useCallback, useMemo, type ReactNode } from 'react';
import { readableError } from 'shared-auth';
import {
  Button,
  EmptyState,
  ErrorState,
  FolderIcon,
  keepsLastScreen,
  ListChecksIcon,
  LoadingState,
  PageLayout,
  PLAIN_AVATARS_CSS,
  plural,
  RouterLink,
  Stack,
  useParams,
} from 'shared-ui';
import { type Project, type PuxeoStatus, statusNameWrite, type Task } from 'tessera-contracts';
import { NoMatchingTasks } from '@projects/workspace/NoMatchingTasks';
import { ALL_SPACES, paths } from '@projects/paths';
import { useCreateTask } from '@projects/workspace/task-editor/use-task-editor-writes';
import { taskWriteErrorMessage } from '@projects/workspace/task-writes';
import { useTaskPermissions } from '@projects/workspace/use-task-permissions';
import { useProjects } from '@projects/workspace/list-projects';
import { useTaskStatusBook } from '@projects/workspace/board-status';
import { usePeopleNames } from '@projects/workspace/people-names';
import { ViewSwitch } from '@projects/workspace/ViewSwitch';
import { useTaskGroups } from './api/list-task-groups';
import { BulkBar } from './components/BulkBar';
import { ColumnChooser } from './components/ColumnChooser';
import { GroupCards } from './components/GroupCards';
import type { GroupView } from './components/group-view';
import { GroupTableBody } from './components/GroupTableBody';
import { TaskDrawer } from './components/TaskDrawer';
import { TaskFilters } from './components/TaskFilters';
import { TaskTable } from './components/TaskTable';
import { TASK_GROUP_CSS } from './components/task-group-css';
import { ViewControls } from './components/ViewControls';
import { useBulkActions } from './hooks/use-bulk-actions';
import { useCollapsedGroups } from './hooks/use-collapsed-groups';
import { useColumnChoice } from './hooks/use-column-choice';
import { useFirstPassRows } from './hooks/use-first-pass-rows';
import { useIsPhone } from './hooks/use-is-phone';
import { useListParams } from './hooks/use-list-params';
import { useOpenTask } from './hooks/use-open-task';
import { useSpaceScope, type SpaceScope } from './hooks/use-space-scope';
import { useTaskSelection } from './hooks/use-task-selection';
import { visibleColumns } from './model/task-columns';
import { withAddableGroups, withStatusNameGroups, type GroupField, type TaskGroup } from './model/task-groups';
import { nextSort, orderByOf, type SortField } from './model/task-sort';
import { useLiveTasks } from '@projects/workspace/live-tasks';

const TASK_NOUN = { one: 'task', other: 'tasks' };
const NO_PROJECTS: readonly Project[] = [];
const NO_STATUSES: readonly PuxeoStatus[] = [];
const PHONE_LIST_CSS = { ...TASK_GROUP_CSS, ...PLAIN_AVATARS_CSS };

function pageTitle(scope: SpaceScope): string {
  if (scope.phase === 'ready') return scope.title;
  return scope.phase === 'missing' ? 'Space not found' : 'Tasks';
}

/**
 * `/projects/:space`: the tasks of a space's projects (`all` = every task), grouped, sorted and filtered by the
 * server: one grouped count, then each group's rows a page at a time, so its size never matters.
 */
export default function TaskListPage() {
  // Its groups and pages are the server's: a task that changed group is drawn in its new one.
  useLiveTasks({ readListsAgain: true });
  const { space = ALL_SPACES } = useParams<{ space: string }>();
  const scope = useSpaceScope(space);
  const scopeProjects = scope.phase === 'ready' ? scope.projects : null;
  const choices = scope.phase === 'ready' ? scope.choices : NO_PROJECTS;
  const boardStatuses = scope.phase === 'ready' ? scope.boardStatuses : NO_STATUSES;
  const statusNames = scope.phase === 'ready' ? scope.statusNames : null;
  const boardStatusNames = useMemo(() => boardStatuses.map((status) => status.name), [boardStatuses]);
  const params = useListParams(scopeProjects, boardStatusNames, statusNames !== null);
  const spaceHasProjects = scopeProjects === null || scopeProjects.length > 0;
  const listable = scope.phase === 'ready' && spaceHasProjects;
  const groups = useTaskGroups(
    params.grouping,
    params.taskFilters,
    boardStatuses,
    statusNames,
    params.statusName,
    listable,
  );
  const statusBook = useTaskStatusBook(listable);
  const peopleNames = usePeopleNames(listable);
  const permissions = useTaskPermissions();
  const isPhone = useIsPhone();
  const [columnIds, setColumnIds] = useColumnChoice();
  const collapsed = useCollapsedGroups();
  const selection = useTaskSelection(JSON.stringify([params.grouping, params.taskFilters, params.statusName]));
  const bulk = useBulkActions(selection);
  const drawer = useOpenTask();
  const create = useCreateTask();
  const { data: allProjects } = useProjects();
  const projectNames = useMemo(
    () => new Map((allProjects ?? []).map((project) => [project.name, project.project_name])),
    [allProjects],
  );

  const { mutateAsync: createTask } = create;
  const { statusesOf } = statusBook;
  const filteredProject = choices.find((project) => project.name === params.filters.project);
  const addTask = useCallback(
    async (group: TaskGroup, subject: string, project: string | null) => {
      const values: Partial<Task> & { subject: string } = { subject };
      if (project) values.project = project;
      if (group.statusName) {
        const label = project ? (projectNames.get(project) ?? null) : null;
        const write = statusNameWrite({ project }, statusesOf(project), group.statusName.name, label);
        if ('refusal' in write) throw new Error(write.refusal);
        Object.assign(values, write.changes);
      } else if (group.field && group.field !== 'status_name' && group.value) values[group.field] = group.value;
      try {
        await createTask(values);
      } catch (error) {
        throw new Error(taskWriteErrorMessage(error));
      }
    },
    [createTask, statusesOf, projectNames],
  );
  const { open: openDrawer } = drawer;
  const openTaskRow = useCallback((task: Task) => openDrawer(task.name), [openDrawer]);
  const view: GroupView = useMemo(
    () => ({
      filters: params.taskFilters,
      orderBy: orderByOf(params.sort),
      columns: visibleColumns(columnIds),
      projectNames,
      boardStatusNames,
      statusesOf: statusBook.statusesOf,
      peopleNames,
      isCollapsed: collapsed.isCollapsed,
      onToggleGroup: collapsed.toggle,
      onOpen: openTaskRow,
      write: permissions.canEdit
        ? {
            selection,
            quickAddProjects: filteredProject ? [filteredProject] : choices,
            allowNoProject: scopeProjects === null && !filteredProject,
            addTask,
          }
        : null,
    }),
    [
      params.taskFilters,
      params.sort,
      columnIds,
      projectNames,
      boardStatusNames,
      statusBook.statusesOf,
      peopleNames,
      collapsed,
      openTaskRow,
      permissions.canEdit,
      selection,
      filteredProject,
      choices,
      scopeProjects,
      addTask,
    ],
  );
  const total = groups.data?.reduce((sum, group) => sum + group.count, 0);
  // Unfiltered, a writer sees every status (or priority) a task can be given, so the first one can be added there.
  let groupField: GroupField | 'none' = params.grouping;
  if (params.grouping === 'status' && statusNames) groupField = 'status_name';
  else if (params.grouping === 'status' && boardStatuses.length > 0) groupField = 'puxeo_status';
  const addable = permissions.canEdit && !params.narrowed && groupField !== 'none' ? groupField : null;
  const shownGroups = useMemo(() => {
    if (!groups.data || !addable) return groups.data;
    if (addable === 'status_name' && statusNames)
      return withStatusNameGroups(groups.data, statusNames.names, statusNames.boards);
    return withAddableGroups(addable, groups.data, boardStatuses);
  }, [groups.data, addable, boardStatuses, statusNames]);
  const firstPassRows = useFirstPassRows(shownGroups, collapsed.isCollapsed);

  let body: ReactNode;
  if (scope.phase === 'missing') {
    body = (
      <EmptyState
        icon={<FolderIcon />}
        title="No space has this address"
        description="It may have been deleted, or the link is mistyped."
        action={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.spaceTasks.to(ALL_SPACES)}>Show all tasks</RouterLink>
          </Button>
        }
      />
    );
  } else if (scope.phase === 'error') {
    body = <ErrorState title="Couldn't load the space" message={scope.error} onRetry={scope.retry} />;
  } else if (scope.phase === 'ready' && !spaceHasProjects) {
    body = (
      <EmptyState
        icon={<FolderIcon />}
        title="No projects in this space yet"
        description="Tasks belong to projects: once this space has a project, its tasks are listed here."
      />
    );
  } else if (groups.data === undefined && groups.isError) {
    body = (
      <ErrorState
        title="Couldn't load the tasks"
        message={readableError(groups.error)}
        onRetry={() => void groups.refetch()}
      />
    );
  } else if (shownGroups === undefined) {
    body = <LoadingState label="Loading tasks" shape="rows" />;
  } else if (shownGroups.length === 0 && params.narrowed) {
    body = <NoMatchingTasks onClear={params.clearFilters} />;
  } else if (shownGroups.length === 0) {
    body = (
      <EmptyState
        icon={<ListChecksIcon />}
        title="No tasks yet"
        description={
          scopeProjects === null
            ? 'Tasks created in any project appear here.'
            : 'Tasks created in its projects appear here.'
        }
      />
    );
  } else if (isPhone) {
    body = (
      <Stack gap="5" css={PHONE_LIST_CSS} aria-busy={groups.isPlaceholderData || undefined} {...keepsLastScreen}>
        {shownGroups.map((group) => (
          <GroupCards key={group.key} group={group} view={view} rowLimit={firstPassRows?.get(group.key)} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <TaskTable
        columns={view.columns}
        sort={params.sort}
        onSort={(field: SortField) => params.setParams({ sort: nextSort(params.sort, field) })}
        selectable={view.write !== null}
        busy={groups.isPlaceholderData}
      >
        {shownGroups.map((group) => (
          <GroupTableBody key={group.key} group={group} view={view} rowLimit={firstPassRows?.get(group.key)} />
        ))}
      </TaskTable>
    );
  }

  return (
    <PageLayout
      title={pageTitle(scope)}
      description={<span aria-live="polite">{total === undefined ? '' : plural(total, TASK_NOUN)}</span>}
      actions={scope.phase !== 'missing' && <ViewSwitch space={space} current="list" />}
    >
      {listable && (
        <Stack gap="3">
          <TaskFilters
            filters={params.filters}
            projects={choices}
            boardStatuses={boardStatuses}
            statusNames={statusNames?.names}
            narrowed={params.narrowed}
            onChange={params.setFilter}
            onClear={params.clearFilters}
          />
          <ViewControls grouping={params.grouping} onGroupingChange={(grouping) => params.setParams({ grouping })}>
            {!isPhone && <ColumnChooser columns={columnIds} onChange={setColumnIds} />}
          </ViewControls>
          {permissions.canEdit && (
            <BulkBar
              count={selection.selected.size}
              pending={bulk.pending}
              canRemove={permissions.canRemove}
              failure={bulk.failure}
              onDismissFailure={bulk.dismissFailure}
              boardStatuses={boardStatuses}
              statusNames={statusNames?.names}
              onChangeStatusName={(name) =>
                bulk.changeEach((task) =>
                  statusNameWrite(task, statusesOf(task.project), name, projectNames.get(task.project ?? '') ?? null),
                )
              }
              onChange={bulk.change}
              onRemove={bulk.remove}
              onClear={selection.clear}
            />
          )}
        </Stack>
      )}
      {body}
      <TaskDrawer
        name={drawer.openTask}
        projects={allProjects ?? []}
        projectNames={projectNames}
        permissions={permissions}
        onClose={drawer.close}
      />
    </PageLayout>
  );
}
