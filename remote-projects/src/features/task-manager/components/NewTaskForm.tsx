import { Form, Formik } from 'shared-ui/forms';
import { useState } from 'react';
import { InlineAlert, toaster, Button, Dialog, SimpleGrid, Stack } from 'shared-ui';
import { TASK_PRIORITIES, TASK_STATUSES, type Project, type Task } from 'tessera-contracts';
import { taskWriteErrorMessage } from '@projects/workspace/task-writes';
import { useCreateTask } from '@projects/workspace/task-editor/use-task-editor-writes';
import { NEW_TASK_DEFAULTS, newTaskOf, newTaskSchema, type NewTaskValues } from '../model/new-task-form';
import { SelectField, TextField } from 'shared-ui/forms';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface NewTaskFormProps {
  project: Project;
  onCreated: (task: Task) => void;
  onClose: () => void;
}

export function NewTaskForm({ project, onCreated, onClose }: NewTaskFormProps) {
  const create = useCreateTask();
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: NewTaskValues) {
    setServerError(null);
    try {
      const task = await create.mutateAsync(newTaskOf(values, project.name));
      toaster.create({ type: 'success', title: `Created “${task.subject}”` });
      onCreated(task);
      onClose();
    } catch (error) {
      setServerError(taskWriteErrorMessage(error));
    }
  }

  return (
    <Formik initialValues={NEW_TASK_DEFAULTS} validationSchema={newTaskSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Dialog.Header>
            <Dialog.Title>New task</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              {serverError && (
                <InlineAlert status="error" title="Couldn't create the task">
                  {serverError}
                </InlineAlert>
              )}
              <TextField name="subject" label="Subject" required helperText={`In ${project.project_name}`} />
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                <SelectField name="status" label="Status" options={asOptions(TASK_STATUSES)} />
                <SelectField name="priority" label="Priority" options={asOptions(TASK_PRIORITIES)} />
                <TextField name="exp_end_date" label="Due date" type="date" />
              </SimpleGrid>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} loadingText="Creating…">
              Create task
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}
