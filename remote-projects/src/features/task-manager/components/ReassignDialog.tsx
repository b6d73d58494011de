import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { readableError, resourceKey } from 'shared-auth';
import {
  BRAND,
  Button,
  Dialog,
  FieldFrame,
  InlineAlert,
  ModalFrame,
  OptionSelect,
  Skeleton,
  Stack,
  Text,
  toaster,
} from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { assigneesOf, reassignTask, type AssignableUser } from '../../../workspace/assignments';
import { useAssignableUsers } from '../../../workspace/use-assignable-users';

interface ReassignDialogProps {
  /** The task to give to someone, or null while the dialog is closed. */
  task: Task | null;
  onClose: () => void;
}

const nameOf = (users: readonly AssignableUser[], id: string) => users.find((user) => user.id === id)?.fullName ?? id;

function ReassignForm({ task, onClose }: { task: Task; onClose: () => void }) {
  const users = useAssignableUsers();
  const current = assigneesOf(task);
  const [assignee, setAssignee] = useState(current[0] ?? '');
  const queryClient = useQueryClient();
  const reassign = useMutation({
    mutationFn: (to: string) => reassignTask(task, to),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey('Task') }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!assignee) return;
    reassign.mutate(assignee, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: `“${task.subject}” given to ${nameOf(users.data ?? [], assignee)}` });
        onClose();
      },
    });
  }

  const unchanged = current.length === 1 && current[0] === assignee;
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Reassign task</Dialog.Title>
      </Dialog.Header>
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
            <FieldFrame label="Assign to" required>
              <OptionSelect
                size="md"
                options={[
                  { value: '', label: 'Choose a person', disabled: true },
                  ...users.data.map((user) => ({ value: user.id, label: `${user.fullName} (${user.id})` })),
                ]}
                value={assignee}
                onChange={setAssignee}
              />
            </FieldFrame>
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
          disabled={!assignee || unchanged || users.data === undefined}
          loading={reassign.isPending}
          loadingText="Reassigning…"
        >
          Reassign
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Gives a task to one person (Frappe's assignments), replacing whoever had it. */
export function ReassignDialog({ task, onClose }: ReassignDialogProps) {
  return (
    <ModalFrame open={task !== null} onClose={onClose} size={{ base: 'full', sm: 'md' }}>
      {task && <ReassignForm task={task} onClose={onClose} />}
    </ModalFrame>
  );
}
