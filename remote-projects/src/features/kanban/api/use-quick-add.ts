// Adding a task from a column: created on the server, then put on the board without reading it all again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { createTask } from '../../../workspace/task-writes';
import type { BoardTasksKey } from './board-keys';

export function useQuickAdd(key: BoardTasksKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<Task> & { subject: string }) => createTask(values),
    onSuccess: (created: Task) => {
      client.setQueryData<Task[]>(key, (tasks) => (tasks ? [...tasks, created] : tasks));
      void client.invalidateQueries({ queryKey: resourceKey('Task'), refetchType: 'none' });
    },
  });
}
