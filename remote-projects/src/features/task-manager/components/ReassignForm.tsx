import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableError, resourceKey } from 'shared-auth';
import { BRAND, Button, Dialog, InlineAlert, Skeleton, Stack, Text, toaster } from 'shared-ui';
import { Form, Formik, FormFocus, SelectField } from 'shared-ui/forms';
import type { Task } from 'tessera-contracts';
import { assigneesOf, reassignTask, type AssignableUser } from '../../../workspace/assignments';
import { useAssignableUsers } from '../../../workspace/use-assignable-users';
import { reassignSchema, type ReassignValues } from '../model/reassign-form';

const nameOf = (users: readonly AssignableUser[], id: string) => users.find((user) => user.id === id)?.fullName ?? id;

export interface ReassignFormProps {
  task: Task;
  onClose: () => void;
}

export function ReassignForm({ task, onClose }: ReassignFormProps) {
  const users = useAssignableUsers();
  const current = assigneesOf(task);
  const queryClient = useQueryClient();
  const reassign = useMutation({
    mutationFn: (to: string) => reassignTask(task, to),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey('Task') }),
  });

  async function submit({ assignee }: ReassignValues) {
    try {
      await reassign.mutateAsync(assignee);
    } catch {
      return; // shown above the field, from the mutation's error
    }
    toaster.create({ type: 'success', title: `“${task.subject}” given to ${nameOf(users.data ?? [], assignee)}` });
    onClose();
  }

  return (
    <Formik<ReassignValues>
      initialValues={{ assignee: current[0] ?? '' }}
      validationSchema={reassignSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate>
          <FormFocus />
          <Dialog.Body>
            <Stack gap="4">
              <Text>
                <Text as="span" fontWeight="medium">
                  {task.subject}
                </Text>{' '}
                is assigned to{' '}
                {current.length === 0 ? 'nobody yet' : current.map((id) => nameOf(users.data ?? [], id)).join(', ')}.
              </Text>
              {reassign.isError && (
                <InlineAlert status="error" title="Couldn't reassign the task">
                  {readableError(reassign.error)}
                </InlineAlert>
              )}
              {users.isPending ? (
                <Skeleton h="10" role="status" aria-label="Loading people" />
              ) : users.isError ? (
                <InlineAlert status="error" title="Couldn't load the people to choose from">
                  {readableError(users.error)}
                </InlineAlert>
              ) : (
                <SelectField
                  name="assignee"
                  label="Assign to"
                  required
                  options={[
                    { value: '', label: 'Choose a person', disabled: true },
                    ...users.data.map((user) => ({ value: user.id, label: `${user.fullName} (${user.id})` })),
                  ]}
                />
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              colorPalette={BRAND}
              // The person who has it already: nothing to change.
              disabled={(current.length === 1 && current[0] === values.assignee) || users.data === undefined}
              loading={isSubmitting}
              loadingText="Reassigning…"
            >
              Reassign
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}
