// The board's one read: every task it shows, whole (no paging), with only the fields a card needs. Nothing is
// asked while `filters` is null (the board's scope is not known yet). The board's query holds names; the tasks
// are the task store's documents, so a change to one shows on its card.
import { listDocs } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { rememberTasks, useStoredTasks } from '@projects/workspace/task-store';
import { boardKeys, type BoardTaskFilter } from './board-keys';

export const BOARD_TASK_FIELDS = [
  'name',
  'subject',
  'project',
  'status',
  'priority',
  'color',
  'exp_end_date',
  'puxeo_status',
  'kanban_rank',
  '_assign',
  'modified',
] as const;

export function fetchBoardTasks(filters: BoardTaskFilter[], signal?: AbortSignal): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    { fields: BOARD_TASK_FIELDS, filters, orderBy: 'kanban_rank asc, name asc', limitPageLength: 0 },
    signal,
  );
}

export function useBoardTasks(filters: BoardTaskFilter[] | null) {
  const names = useQuery({
    queryKey: boardKeys.tasks(filters),
    queryFn: async ({ signal, client }) => rememberTasks(client, await fetchBoardTasks(filters ?? [], signal)),
    enabled: filters !== null,
  });
  const data = useStoredTasks(names.data);
  return { data, isPending: names.isPending, isError: names.isError, error: names.error, refetch: names.refetch };
}
