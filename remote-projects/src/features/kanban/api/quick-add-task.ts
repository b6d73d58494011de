// Adding a task from a column: created on the server, then put in the task store and on the board without
// reading it all again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from 'tessera-contracts';
import { refreshTaskLists, rememberTasks } from '@projects/workspace/task-store';
import { createTask } from '@projects/workspace/task-writes';
import type { BoardTasksKey } from './board-keys';

export function useQuickAdd(key: BoardTasksKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<Task> & { subject: string }) => createTask(values),
    onSuccess: (created: Task) => {
      const [name] = rememberTasks(client, [created]);
      client.setQueryData<string[]>(key, (names) => (names && name ? [...names, name] : names));
      void refreshTaskLists(client, 'none');
    },
  });
}
