import { useMemo, type ReactNode } from 'react';
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
  RouterLink,
  FolderIcon,
} from 'shared-ui';
import { ALL_SPACES, paths } from '../../paths';
import { useTaskList, type TaskList } from './api/use-task-list';
import { LoadMoreFooter } from './components/LoadMoreFooter';
import { TaskTable } from './components/TaskTable';
import { TaskToolbar } from './components/TaskToolbar';
import { useProjects } from '../../workspace/use-workspace';
import { useSpaceScope, type SpaceScope } from './hooks/use-space-scope';
import { useTaskFilterInputs } from './hooks/use-task-filter-inputs';

const TASK_NOUN = { one: 'task', other: 'tasks' };

function countText({ phase, tasks, total }: TaskList): string {
  if (phase !== 'ready') return '';
  if (tasks.length >= total) return plural(total, TASK_NOUN);
  return `Showing ${formatCount(tasks.length)} of ${plural(total, TASK_NOUN)}`;
}

function pageTitle(scope: SpaceScope): string {
  if (scope.phase === 'ready') return scope.title;
  return scope.phase === 'missing' ? 'Space not found' : 'Tasks';
}

/** `/projects/:space`: the tasks of a space's projects (`all` = every task), searchable, filterable, paged. */
export default function TaskListPage() {
  const { space = ALL_SPACES } = useParams<{ space: string }>();
  const scope = useSpaceScope(space);
  const projects = scope.phase === 'ready' ? scope.projects : null;
  const inputs = useTaskFilterInputs(projects);
  const spaceHasProjects = projects === null || projects.length > 0;
  const list = useTaskList(inputs.filters, scope.phase === 'ready' && spaceHasProjects);
  const isAllTasks = space === ALL_SPACES;
  const { data: allProjects } = useProjects();
  const projectNames = useMemo(
    () => new Map((allProjects ?? []).map((project) => [project.name, project.project_name])),
    [allProjects],
  );

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
  } else if (scope.phase === 'loading' || list.phase === 'loading') {
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
        description={
          isAllTasks ? 'Tasks created in any project appear here.' : 'Tasks created in its projects appear here.'
        }
      />
    );
  } else {
    body = (
      <Stack gap="3">
        <TaskTable tasks={list.tasks} projectNames={projectNames} />
        {(list.hasMore || list.loadMoreError) && (
          <LoadMoreFooter loading={list.loadingMore} error={list.loadMoreError} onLoadMore={list.loadMore} />
        )}
      </Stack>
    );
  }

  return (
    <PageLayout title={pageTitle(scope)} description={<span aria-live="polite">{countText(list)}</span>}>
      {scope.phase === 'ready' && spaceHasProjects && (
        <TaskToolbar
          search={inputs.search}
          status={inputs.status}
          priority={inputs.priority}
          onSearchChange={inputs.setSearch}
          onStatusChange={inputs.setStatus}
          onPriorityChange={inputs.setPriority}
        />
      )}
      {body}
    </PageLayout>
  );
}
