// The tasks of one board; nothing is asked while `filters` is null (the board's scope is not known yet).
import { useQuery } from '@tanstack/react-query';
import { boardKeys } from './board-keys';
import { fetchBoardTasks, type BoardTaskFilter } from './board-task-requests';

export function useBoardTasks(filters: BoardTaskFilter[] | null) {
  return useQuery({
    queryKey: boardKeys.tasks(filters),
    queryFn: ({ signal }) => fetchBoardTasks(filters ?? [], signal),
    enabled: filters !== null,
  });
}
