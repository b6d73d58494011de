import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { readableError, useCurrentUser } from 'shared-auth';
import { Button, ErrorState, HStack, InlineAlert, LoadingState, SimpleGrid, Stack, toaster } from 'shared-ui';
import { Form, Formik, SelectField, TextareaField, TextField, type SelectOption } from 'shared-ui/forms';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Project,
  type PuxeoStatus,
  type Task,
  boardStatusesOf,
} from 'tessera-contracts';
import { useAllStatuses } from '../board-status';
import { DocViewers } from '../DocViewers';
import { useAssignableUsers } from '../list-assignable-users';
import { storedTask } from '../task-store';
import { isStaleTaskError, taskWriteErrorMessage } from '../task-writes';
import { editConflictNotice } from './edit-conflict';
import { DIALOG_FRAME, type FormFrame } from './form-frame';
import { changedFields, formValuesOf, taskFormSchema, type TaskFormValues } from './task-form';
import { useSaveTaskEdit } from './use-task-editor-writes';

interface TaskEditFormProps {
  task: Task;
  projects: readonly Project[];
  onClose: () => void;
  /** The dialog's or the drawer's parts; a dialog's by default. */
  frame?: FormFrame;
  /** More actions at the start of the footer (the drawer's Delete). */
  footerStart?: ReactNode;
}

/** The one status control: the project's board statuses where it has some, else ERPNext's statuses. */
function StatusField({ boardStatuses, current }: { boardStatuses: readonly PuxeoStatus[]; current?: string | null }) {
  if (boardStatuses.length === 0)
    return <SelectField name="status" label="Status" options={optionsOf(TASK_STATUSES, current)} />;
  const options = boardStatuses.map((status) => ({ value: status.name, label: status.name1 }));
  return <SelectField name="puxeo_status" label="Status" options={options} />;
}

function optionsOf(values: readonly string[], current: string | null | undefined): SelectOption[] {
  const all = current && !values.includes(current) ? [...values, current] : values;
  return all.map((value) => ({ value, label: value }));
}

/**
 * The editor, once the board statuses are read: a task whose project has some shows its status among them
 * (workspace/board-status.ts), so the form needs them before it starts.
 */
export function TaskEditForm(props: TaskEditFormProps) {
  const statuses = useAllStatuses();
  const { frame = DIALOG_FRAME } = props;
  if (statuses.data) return <TaskEditFields {...props} statuses={statuses.data} />;
  return (
    <>
      <frame.Header>
        <frame.Title>Edit task</frame.Title>
      </frame.Header>
      <frame.Body>
        {statuses.isError ? (
          <ErrorState
            title="Couldn't load the statuses"
            message={readableError(statuses.error)}
            onRetry={() => void statuses.refetch()}
          />
        ) : (
          <LoadingState label="Loading the editor" shape="lines" />
        )}
      </frame.Body>
    </>
  );
}

/** The editor's form, mounted per opening, so it starts from the task as it was when the dialog opened. */
function TaskEditFields({
  task: current,
  projects,
  statuses,
  onClose,
  frame = DIALOG_FRAME,
  footerStart,
}: TaskEditFormProps & { statuses: readonly PuxeoStatus[] }) {
  // Changes are what the user changed from the task as opened, even if the list refreshes meanwhile.
  const [task] = useState(current);
  const boardStatusesFor = (project: string) =>
    boardStatusesOf(
      projects.find((candidate) => candidate.name === project),
      statuses,
    );
  // The statuses the task's status was read among when it opened: its changes are measured from those.
  const [openedStatuses] = useState(() => boardStatusesFor(task.project ?? ''));
  const save = useSaveTaskEdit();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  // The version the edit goes on top of: the task's, or the newer one a refused save reloaded.
  const baseModified = useRef(task.modified);
  // The task as the store holds it now: someone else's save shows here at once (the page follows task writes).
  const savedElsewhere = current.modified !== task.modified;
  const me = useCurrentUser()?.userId;
  const users = useAssignableUsers(savedElsewhere);
  const conflict = editConflictNotice(
    task,
    current,
    me,
    (user) => users.data?.find((known) => known.id === user)?.fullName ?? user,
  );
  const projectOptions = [
    { value: '', label: 'No project' },
    ...projects.map((project) => ({ value: project.name, label: project.project_name })),
  ];

  async function submit(values: TaskFormValues) {
    const changes = changedFields(task, values, openedStatuses);
    if (Object.keys(changes).length === 0) return onClose();
    setServerError(null);
    try {
      // Someone else's version, once said above, is the one the changes go on top of (only the fields changed
      // here are sent); a version not yet seen here is still refused by the server.
      const base = conflict ? current.modified : baseModified.current;
      await save.mutateAsync({ name: task.name, changes, modified: base });
      toaster.create({ type: 'success', title: 'Task saved' });
      onClose();
    } catch (error) {
      if (isStaleTaskError(error)) baseModified.current = storedTask(queryClient, task.name)?.modified;
      setServerError(taskWriteErrorMessage(error));
    }
  }

  return (
    <Formik initialValues={formValuesOf(task, openedStatuses)} validationSchema={taskFormSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        // `display: contents`: the header, body and footer stay the frame's own flex items, so a long form scrolls
        // inside the body of a drawer or dialog.
        <Form noValidate style={{ display: 'contents' }}>
          <frame.Header>
            <HStack justify="space-between" gap="3" wrap="wrap" pe="8">
              <frame.Title>Edit task</frame.Title>
              <DocViewers doctype="Task" name={task.name} />
            </HStack>
          </frame.Header>
          <frame.Body>
            <Stack gap="4">
              {conflict && (
                <InlineAlert status="warning" title="Changed by someone else">
                  {`${conflict} What you typed is kept: saving applies your changes to their version.`}
                </InlineAlert>
              )}
              {serverError && (
                <InlineAlert status="error" title="Couldn't save the task">
                  {serverError}
                </InlineAlert>
              )}
              <TextField name="subject" label="Subject" required />
              <SelectField name="project" label="Project" options={projectOptions} />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <StatusField boardStatuses={boardStatusesFor(values.project)} current={task.status} />
                <SelectField name="priority" label="Priority" options={optionsOf(TASK_PRIORITIES, task.priority)} />
                <TextField name="exp_start_date" label="Start date" type="date" />
                <TextField name="exp_end_date" label="Due date" type="date" />
                <TextField name="expected_time" label="Expected time (hours)" type="number" />
              </SimpleGrid>
              <TextareaField
                name="description"
                label="Description"
                helperText="Plain text; formatting from ERPNext is not kept when you change it."
                rows={5}
              />
            </Stack>
          </frame.Body>
          <frame.Footer>
            {footerStart && <HStack me="auto">{footerStart}</HStack>}
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} loadingText="Saving…">
              Save
            </Button>
          </frame.Footer>
        </Form>
      )}
    </Formik>
  );
}
