import { useMemo, useState, type ReactNode } from 'react';
import { readableError } from 'shared-auth';
import {
  EmptyState,
  ErrorState,
  FolderIcon,
  KanbanIcon,
  HStack,
  Link,
  LoadingState,
  PageLayout,
  plural,
  RouterLink,
  Stack,
  Text,
  useNavigate,
  usePageTrail,
} from 'shared-ui';
import { BoardLiveRegion, useFollowMovedCard } from 'shared-ui/board';
import type { Task } from 'tessera-contracts';
import { NoMatchingTasks } from '@projects/workspace/NoMatchingTasks';
import { ALL_SPACES, paths } from '@projects/paths';
import { useSpaces } from '@projects/workspace/list-spaces';
import { groupTasks, reuseUnchangedColumns } from './model/board-columns';
import { BOARD_TITLE, boardTrail } from './model/board-trail';
import { boardKeys } from './api/board-keys';
import { DocViewers } from '@projects/workspace/DocViewers';
import { useLiveTasks } from '@projects/workspace/live-tasks';
import { usePeopleNames } from '@projects/workspace/people-names';
import { ViewSwitch } from '@projects/workspace/ViewSwitch';
import { useBoardTasks } from './api/list-board-tasks';
import type { ProjectLook } from './components/BoardColumn';
import { BoardToolbar } from './components/BoardToolbar';
import { KanbanBoard } from './components/KanbanBoard';
import { useBoardActions } from './hooks/use-board-actions';
import { useBoardScope, type BoardScope } from './hooks/use-board-scope';
import { useCanWriteTasks } from './hooks/use-can-write';
import { useCardFilters } from './hooks/use-card-filters';

const TASK_NOUN = { one: 'task', other: 'tasks' };
const NO_TASKS: readonly Task[] = [];

function NotFound({ title, description, to, back }: { title: string; description: string; to: string; back: string }) {
  return (
    <PageLayout title={title}>
      <EmptyState
        icon={<FolderIcon />}
        title={title}
        description={description}
        action={
          <Link asChild variant="underline" colorPalette="brand">
            <RouterLink to={to}>{back}</RouterLink>
          </Link>
        }
      />
    </PageLayout>
  );
}

function OwnStatusProjects({ scope }: { scope: BoardScope }) {
  if (scope.ownStatusProjects.length === 0) return null;
  return (
    <Text textStyle="sm" color="fg.muted">
      Not on this board, as they use their own statuses:{' '}
      {scope.ownStatusProjects.map((project, index) => (
        <span key={project.name}>
          {index > 0 && ', '}
          <Link asChild variant="underline" colorPalette="brand">
            <RouterLink to={`${paths.spaceBoard.to(scope.spaceParam, project.name)}`}>
              {project.project_name}
            </RouterLink>
          </Link>
        </span>
      ))}
      .
    </Text>
  );
}

/** `/kanban/:space`: the tasks of a space (`all` = every task) as cards in columns, moved by drag or by menu. */
export default function KanbanPage() {
  const scope = useBoardScope();
  const spaces = useSpaces();
  const navigate = useNavigate();
  const canWrite = useCanWriteTasks();
  const filters = useCardFilters();
  const ready = scope.phase === 'ready';
  const taskFilters = ready ? scope.taskFilters : null;
  const tasksQuery = useBoardTasks(taskFilters);
  const key = boardKeys.tasks(taskFilters);
  const people = usePeopleNames(ready);
  useLiveTasks();

  const { ownStatusProjects, columns, projects, columnOf, statusNameWrite } = scope;
  const nothingToRead = taskFilters === null;
  const boardTasks = useMemo(() => {
    if (nothingToRead) return NO_TASKS;
    const tasks = tasksQuery.data ?? NO_TASKS;
    if (ownStatusProjects.length === 0) return tasks;
    const elsewhere = new Set(ownStatusProjects.map((project) => project.name));
    return tasks.filter((task) => !elsewhere.has(task.project ?? ''));
  }, [tasksQuery.data, nothingToRead, ownStatusProjects]);
  const shownTasks = useMemo(() => filters.apply(boardTasks), [filters, boardTasks]);
  // The lists of the columns a change left alone stay the same objects, so those columns are not drawn again.
  const [previousGroups] = useState(() => ({ current: null as ReadonlyMap<string, readonly Task[]> | null }));
  const groups = useMemo(() => {
    const next = reuseUnchangedColumns(previousGroups.current, groupTasks(shownTasks, columns, columnOf));
    previousGroups.current = next;
    return next;
  }, [shownTasks, columns, columnOf, previousGroups]);
  const projectLooks = useMemo(
    () =>
      new Map<string, ProjectLook>(projects.map((p) => [p.name, { label: p.project_name, color: p.color || null }])),
    [projects],
  );
  // A card moved from the Move menu is drawn anew in its column: the keyboard stays on it.
  const followMovedCard = useFollowMovedCard(groups);
  const actions = useBoardActions(
    key,
    { tasks: boardTasks, columns, groups, columnOf, statusNameWrite },
    followMovedCard,
  );

  usePageTrail(boardTrail(scope.space, scope.project));

  if (scope.phase === 'space-not-found') {
    return (
      <NotFound
        title="Space not found"
        description="There is no such space, or it was deleted."
        to={paths.spaceBoard.to(ALL_SPACES)}
        back="Back to the board of all spaces"
      />
    );
  }
  if (scope.phase === 'project-not-found') {
    return (
      <NotFound
        title="Project not found"
        description={`There is no such project in ${scope.space?.name1 ?? 'this space'}.`}
        to={paths.spaceBoard.to(scope.spaceParam)}
        back={`Back to the ${scope.space?.name1 ?? ''} board`}
      />
    );
  }

  const title = scope.project?.project_name ?? scope.space?.name1 ?? (scope.isAll ? 'All spaces' : BOARD_TITLE);

  let body: ReactNode;
  if (scope.phase === 'error') {
    body = <ErrorState title="Couldn't load the board" message={scope.error ?? ''} onRetry={scope.retry} />;
  } else if (!ready || (!nothingToRead && tasksQuery.isPending)) {
    body = <LoadingState label="Loading the board" shape="lines" />;
  } else if (tasksQuery.isError && tasksQuery.data === undefined) {
    body = (
      <ErrorState
        title="Couldn't load the tasks"
        message={readableError(tasksQuery.error)}
        onRetry={() => void tasksQuery.refetch()}
      />
    );
  } else {
    let banner: ReactNode = null;
    if (boardTasks.length === 0) {
      banner = (
        <EmptyState
          icon={<KanbanIcon />}
          title="No tasks on this board yet"
          description={canWrite ? 'Add the first one with "Add task" under a column.' : undefined}
        />
      );
    } else if (shownTasks.length === 0) {
      banner = <NoMatchingTasks onClear={filters.clear} />;
    }
    body = (
      <Stack gap="4">
        <OwnStatusProjects scope={scope} />
        {banner}
        <KanbanBoard
          label={`${title} columns`}
          columns={columns}
          groups={groups}
          projectLooks={projectLooks}
          people={people}
          canWrite={canWrite}
          narrowed={filters.narrowed}
          quickAddProjects={scope.quickAddProjects}
          onMove={actions.move}
          onQuickAdd={actions.quickAdd}
        />
      </Stack>
    );
  }

  let count = '';
  if (ready && tasksQuery.data !== undefined) {
    count = filters.narrowed
      ? `Showing ${shownTasks.length} of ${plural(boardTasks.length, TASK_NOUN)}`
      : plural(boardTasks.length, TASK_NOUN);
  }

  return (
    <PageLayout
      title={title}
      description={count}
      actions={
        <HStack gap="3" wrap="wrap">
          <ViewSwitch space={scope.spaceParam} current="board" />
          {scope.project ? (
            <DocViewers doctype="Project" name={scope.project.name} />
          ) : (
            <DocViewers doctype="Spaces" name={scope.space?.name ?? null} />
          )}
        </HStack>
      }
    >
      <BoardToolbar
        search={filters.search}
        priority={filters.priority}
        onSearchChange={filters.setSearch}
        onPriorityChange={filters.setPriority}
        spaces={spaces.data ?? []}
        space={scope.space?.name ?? ''}
        onSpaceChange={(space) => navigate(paths.spaceBoard.to(space || ALL_SPACES))}
        projects={projects}
        project={scope.project?.name ?? ''}
        onProjectChange={scope.setProject}
        grouping={scope.grouping}
        onGroupingChange={scope.setGrouping}
      />
      {body}
      <BoardLiveRegion message={actions.announcement} />
    </PageLayout>
  );
}
