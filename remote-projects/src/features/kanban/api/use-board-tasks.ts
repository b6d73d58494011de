// The tasks of one board; nothing is asked while `filters` is null (the board's scope is not known yet). The
// board's query holds names; the tasks are the task store's documents, so a change to one shows on its card.
import { useQuery } from '@tanstack/react-query';
import { rememberTasks, useStoredTasks } from '@projects/workspace/task-store';
import { boardKeys } from './board-keys';
import { fetchBoardTasks, type BoardTaskFilter } from './board-task-requests';

export function useBoardTasks(filters: BoardTaskFilter[] | null) {
  const names = useQuery({
    queryKey: boardKeys.tasks(filters),
    queryFn: async ({ signal, client }) => rememberTasks(client, await fetchBoardTasks(filters ?? [], signal)),
    enabled: filters !== null,
  });
  const data = useStoredTasks(names.data);
  return { data, isPending: names.isPending, isError: names.isError, error: names.error, refetch: names.refetch };
}
