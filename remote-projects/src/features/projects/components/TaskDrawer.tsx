import { useEffect, useState } from 'react';
import { readableError } from 'shared-auth';
import { Button, CloseButton, Drawer, ErrorState, LoadingState, Portal, Trash2Icon, useOverlayMount } from 'shared-ui';
import type { Project, Task } from 'tessera-contracts';
import { useTaskStatusBook } from '@projects/workspace/board-status';
import { DRAWER_FRAME } from '@projects/workspace/task-editor/form-frame';
import { RemoveTaskDialog } from '@projects/workspace/task-editor/RemoveTaskDialog';
import { TaskEditFormOnDemand } from '@projects/workspace/task-editor/TaskEditFormOnDemand';
import type { TaskPermissions } from '@projects/workspace/use-task-permissions';
import { useTask } from '../api/get-task';
import { TaskDetails } from './TaskDetails';

interface TaskDrawerProps {
  /** The task to show, or null while the drawer is closed. */
  name: string | null;
  projects: readonly Project[];
  projectNames: ReadonlyMap<string, string>;
  permissions: TaskPermissions;
  onClose: () => void;
}

/** A task opened from the list, read whole: its editor for writers, its details for readers. */
export function TaskDrawer({ name, projects, projectNames, permissions, onClose }: TaskDrawerProps) {
  const task = useTask(name);
  const statusBook = useTaskStatusBook(name !== null && !permissions.canEdit);
  const [removing, setRemoving] = useState<Task | null>(null);
  const projectName = task.data?.project ? projectNames.get(task.data.project) : undefined;
  const editing = name !== null && permissions.canEdit;
  // Not in the list's first render: it mounts when a task is opened.
  const drawer = useOverlayMount(name !== null);
  // The editor's code loads beside the task, not after it.
  useEffect(() => {
    if (editing) void TaskEditFormOnDemand.preload();
  }, [editing]);

  let content;
  if (task.data === undefined) {
    content = (
      <>
        <Drawer.Header>
          <Drawer.Title>Task</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>
          {task.isError ? (
            <ErrorState
              title="Couldn't load the task"
              message={readableError(task.error)}
              onRetry={() => void task.refetch()}
            />
          ) : (
            <LoadingState label="Loading the task" shape="lines" />
          )}
        </Drawer.Body>
      </>
    );
  } else if (permissions.canEdit) {
    const loaded = task.data;
    content = (
      <TaskEditFormOnDemand
        // A new form per task opened, so it starts from that task.
        key={loaded.name}
        task={loaded}
        projects={projects}
        onClose={onClose}
        frame={DRAWER_FRAME}
        footerStart={
          permissions.canRemove && (
            <Button variant="outline" colorPalette="red" onClick={() => setRemoving(loaded)}>
              <Trash2Icon size={14} aria-hidden="true" />
              Delete
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <>
        <Drawer.Header>
          <Drawer.Title>{task.data.subject}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>
          <TaskDetails
            task={task.data}
            projectName={projectName}
            boardStatuses={statusBook.statusesOf(task.data.project)}
          />
        </Drawer.Body>
      </>
    );
  }

  return (
    <>
      {drawer.mounted && (
        <Drawer.Root
          open={name !== null}
          onOpenChange={(details) => {
            if (!details.open) onClose();
          }}
          size={{ base: 'full', md: 'md' }}
          lazyMount
          unmountOnExit
          onExitComplete={drawer.onExitComplete}
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                {content}
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <RemoveTaskDialog task={removing} onClose={() => setRemoving(null)} onConfirmed={onClose} />
    </>
  );
}
