import { boardStatusesOf } from 'tessera-contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { plural, FolderIcon, PageLayout, PlusIcon, Button, EmptyState, Stack } from 'shared-ui';
import { BoardLiveRegion, useAnnouncer } from 'shared-ui/board';
import { useProjects } from '@projects/workspace/list-projects';
import { usePendingTaskNames } from './api/change-task';
import { useProjectTasks } from './api/list-project-tasks';
import { GroupingToggle } from './components/GroupingToggle';
import { NewTaskDialog } from './components/NewTaskDialog';
import { ProjectPicker } from './components/ProjectPicker';
import { queryPlaceholder } from './components/QueryStates';
import { TaskBoard } from './components/TaskBoard';
import { useMoveTask, type BoardField } from './hooks/use-move-task';
import { useProjectChoice } from './hooks/use-project-choice';
import { useTaskPermissions } from '@projects/workspace/use-task-permissions';
import { projectLabeller } from './model/project-labels';
import { boardStatusGroups, groupTasks } from './model/task-groups';
import { useLiveTasks } from '@projects/workspace/live-tasks';
import { useAllStatuses } from '@projects/workspace/board-status';
import { usePeopleNames } from '@projects/workspace/people-names';

const TASK_NOUN = { one: 'task', other: 'tasks' };

/** `/task-project?project=…`: one project's tasks grouped by priority or status, moved by drag or by menu. */
export default function TaskProjectPage() {
  useLiveTasks();
  const projects = useProjects();
  const { project, choose } = useProjectChoice(projects.data);
  const tasks = useProjectTasks(project?.name ?? null);
  const permissions = useTaskPermissions();
  const savingNames = usePendingTaskNames();
  const [field, setField] = useState<BoardField>('priority');
  const [creating, setCreating] = useState(false);
  const [message, announce] = useAnnouncer();
  const statuses = useAllStatuses();
  // By status, the project's board statuses where it has some (workspace/board-status.ts), as on its board.
  const boardStatuses = useMemo(
    () => (field === 'status' ? boardStatusesOf(project, statuses.data ?? []) : []),
    [field, project, statuses.data],
  );
  const move = useMoveTask(field, announce, boardStatuses);
  const people = usePeopleNames(tasks.data !== undefined);
  const [created, setCreated] = useState<string | null>(null);
  // Kept between renders, so that the board's memoised groups draw again only when their tasks change.
  const groups = useMemo(
    () =>
      boardStatuses.length > 0
        ? boardStatusGroups(tasks.data ?? [], boardStatuses)
        : groupTasks(tasks.data ?? [], field, { includeEmpty: true }),
    [tasks.data, field, boardStatuses],
  );
  const projectLabel = useMemo(() => projectLabeller(projects.data), [projects.data]);
  const revealed = useCallback(() => setCreated(null), []);

  let body: ReactNode = queryPlaceholder(projects, { what: 'projects', shape: 'cards' });
  if (body === null && project === null) {
    body =
      (projects.data ?? []).length === 0 ? (
        <EmptyState icon={<FolderIcon />} title="No projects yet" description="Tasks are shown here per project." />
      ) : (
        <EmptyState
          icon={<FolderIcon />}
          title="Project not found"
          description="Choose a project from the list above."
        />
      );
  }
  body ??= queryPlaceholder(tasks, { what: 'tasks', shape: 'cards' });
  if (field === 'status') body ??= queryPlaceholder(statuses, { what: 'statuses', shape: 'cards' });
  body ??= (
    <TaskBoard
      groups={groups}
      projectLabel={projectLabel}
      people={people}
      canEdit={permissions.canEdit}
      savingNames={savingNames}
      onMove={move}
      reveal={created}
      onRevealed={revealed}
    />
  );

  return (
    <PageLayout
      title={project ? project.project_name : 'Project tasks'}
      description={<span aria-live="polite">{tasks.data ? plural(tasks.data.length, TASK_NOUN) : ''}</span>}
      actions={
        permissions.canEdit &&
        project && (
          <Button size="sm" onClick={() => setCreating(true)}>
            <PlusIcon size={16} aria-hidden="true" />
            New task
          </Button>
        )
      }
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'center' }}>
        <ProjectPicker projects={projects.data ?? []} value={project?.name ?? ''} onChange={choose} />
        <GroupingToggle value={field} onChange={setField} />
      </Stack>
      {body}
      <BoardLiveRegion message={message} />
      {project && permissions.canEdit && (
        <NewTaskDialog
          open={creating}
          project={project}
          onCreated={(task) => {
            setCreated(task.name);
            announce(`Created “${task.subject}”.`);
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </PageLayout>
  );
}
