import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableError, resourceKey } from 'shared-auth';
import { InlineAlert, Skeleton, Text, toaster } from 'shared-ui';
import { DialogForm, SelectField, type DialogFormOutcome } from 'shared-ui/forms';
import type { Task } from 'tessera-contracts';
import { assigneesOf } from 'tessera-contracts';
import type { AssignableUser } from '@projects/workspace/assignments';
import { reassignTask } from '@projects/workspace/reassign-task';
import { useAssignableUsers } from '@projects/workspace/list-assignable-users';
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

  async function submit({ assignee }: ReassignValues): Promise<DialogFormOutcome> {
    try {
      await reassign.mutateAsync(assignee);
    } catch (error) {
      return { refused: readableError(error) };
    }
    toaster.create({ type: 'success', title: `“${task.subject}” given to ${nameOf(users.data ?? [], assignee)}` });
    onClose();
  }

  return (
    <DialogForm<ReassignValues>
      initialValues={{ assignee: current[0] ?? '' }}
      validationSchema={reassignSchema}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Reassign"
      submittingLabel="Reassigning…"
      refusedTitle="Couldn't reassign the task"
      // The person who has it already: nothing to change.
      canSubmit={({ assignee }) => !(current.length === 1 && current[0] === assignee) && users.data !== undefined}
    >
      <Text>
        <Text as="span" fontWeight="medium">
          {task.subject}
        </Text>{' '}
        is assigned to{' '}
        {current.length === 0 ? 'nobody yet' : current.map((id) => nameOf(users.data ?? [], id)).join(', ')}.
      </Text>
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
    </DialogForm>
  );
}
